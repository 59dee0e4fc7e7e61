/**
 * This area's strings, merged into the translation resources by i18n/index.ts. Every key exists in
 * both languages (i18n.test.ts checks it).
 */
export const en = {
  teams: {
    item: "Team",
    create: "New team",
    name: "Name",
    plant: "Plant",
    noPlant: "No plant (whole company)",
    company: "Company",
    chooseCompany: "Choose a company first",
    members: "Members",
    membersCount: "Members",
    membersHelp: "Users of the team's company.",
    noMembersToChoose: "This company has no users yet.",
    emptyTitle: "No teams here",
    emptyDescription: "Teams group users of a company, optionally at one plant.",
    delete: "Delete team",
    deleteTitle: "Delete {{name}}?",
    deleteDescription: "The team is removed; its members stay users. This cannot be undone.",
    countMembers_one: "{{count}} member",
    countMembers_other: "{{count}} members",
    deleting: "Deleting…",
  },
};

export const es: typeof en = {
  teams: {
    item: "Equipo",
    create: "Nuevo equipo",
    name: "Nombre",
    plant: "Planta",
    noPlant: "Sin planta (toda la empresa)",
    company: "Empresa",
    chooseCompany: "Elija primero una empresa",
    members: "Miembros",
    membersCount: "Miembros",
    membersHelp: "Usuarios de la empresa del equipo.",
    noMembersToChoose: "Esta empresa aún no tiene usuarios.",
    emptyTitle: "No hay equipos aquí",
    emptyDescription: "Los equipos agrupan usuarios de una empresa, opcionalmente en una planta.",
    delete: "Eliminar equipo",
    deleteTitle: "¿Eliminar {{name}}?",
    deleteDescription: "Se elimina el equipo; sus miembros siguen siendo usuarios. No se puede deshacer.",
    countMembers_one: "{{count}} miembro",
    countMembers_other: "{{count}} miembros",
    deleting: "Eliminando…",
  },
};
