/**
 * This area's strings, merged into the translation resources by i18n/index.ts. Every key exists in
 * both languages (i18n.test.ts checks it). The list's own strings live under `plants` in en.ts;
 * the plant form's under `plantForm`.
 */
export const en = {
  plantForm: {
    create: "New plant",
    name: "Name",
    company: "Company",
    companyHelp: "A plant belongs to one company.",
    timeZone: "Time zone",
    runtime: "Equipment run-time tracking",
    runtimeHelp: "Track run hours of the plant's equipment.",
    notifiableUsers: "Notifiable users",
    notifiableHelp: "Users of the plant's company who receive this plant's notifications.",
    noUsers: "The company has no users to notify yet.",
    chooseCompanyFirst: "Choose a company to pick its users.",
    archive: "Archive",
    archiving: "Archiving…",
    archived: "{{item}} archived",
    archiveTitle: "Archive {{name}}?",
    archiveDescription: "An archived plant is hidden from lists and menus. It can be restored later.",
    countUsers_one: "{{count}} user",
    countUsers_other: "{{count}} users",
    countTeams_one: "{{count}} team",
    countTeams_other: "{{count}} teams",
    status: "Status",
    active: "Active",
    archivedStatus: "Archived",
    restore: "Restore",
    restored: "{{item}} restored",
  },
};

export const es: typeof en = {
  plantForm: {
    create: "Nueva planta",
    name: "Nombre",
    company: "Empresa",
    companyHelp: "Una planta pertenece a una empresa.",
    timeZone: "Zona horaria",
    runtime: "Seguimiento de horas de funcionamiento",
    runtimeHelp: "Registrar las horas de funcionamiento de los equipos de la planta.",
    notifiableUsers: "Usuarios notificables",
    notifiableHelp: "Usuarios de la empresa de la planta que reciben sus notificaciones.",
    noUsers: "La empresa aún no tiene usuarios a quienes notificar.",
    chooseCompanyFirst: "Elija una empresa para ver sus usuarios.",
    archive: "Archivar",
    archiving: "Archivando…",
    archived: "{{item}} archivada",
    archiveTitle: "¿Archivar {{name}}?",
    archiveDescription: "Una planta archivada no aparece en listas ni menús. Puede restaurarse más tarde.",
    countUsers_one: "{{count}} usuario",
    countUsers_other: "{{count}} usuarios",
    countTeams_one: "{{count}} equipo",
    countTeams_other: "{{count}} equipos",
    status: "Estado",
    active: "Activas",
    archivedStatus: "Archivadas",
    restore: "Restaurar",
    restored: "{{item}} restaurada",
  },
};
