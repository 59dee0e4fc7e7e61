/**
 * This area's strings, merged into the translation resources by i18n/index.ts. Every key exists in
 * both languages (i18n.test.ts checks it).
 */
export const en = {
  notificationsArea: {
    title: "Notifications",
    bellLabel: "Notifications, {{count}} unread",
    unread: "Unread",
    markRead: "Mark read",
    markAllRead: "Mark all read",
    sendTest: "Send a test notification",
    testSent: "Test notification sent through your channels",
    openCentre: "All notifications",
    empty: "Nothing new.",
    emptyCentre: "No notifications. Alarms of your notifiable plants and daily summaries will appear here.",
    filter: "Show",
    all: "All",
    unreadOnly: "Unread",
    previous: "Previous",
    next: "Next",
    templates: {
      title: "Notification templates",
      subtitle:
        "The wording of every notification, by e-mail and in the app, in each language: every reader gets the text of their own language. Placeholders are filled in when a notification is sent.",
      item: "Template",
      company: "Company",
      language: "Language of the text",
      selectCompany: "Select a company first: templates belong to a company.",
      typesLabel: "Notification types",
      channels: { email: "E-mail", real_time: "Real-time" },
      customised: "Customised",
      default: "Default",
      subject: "Subject",
      realTimeSubject: "Title",
      body: "Body",
      placeholders: "Insert placeholder",
      placeholdersHelp:
        "Places the placeholder at the cursor of the subject or body, whichever you were last in.",
      preview: "Preview",
      previewHelp: "With sample values.",
      unknownInPreview: "Not offered by this type, saving will be refused: {{names}}",
      reset: "Reset to default",
      resetTitle: "Reset “{{type}}” ({{channel}}) to the default text?",
      resetDescription:
        "The company's own wording of this template in this language is removed; notifications use the built-in text again.",
      resetting: "Resetting…",
      resetDone: "Template reset to default",
      readOnly: "You can read these templates; changing them needs the permission to edit settings.",
      loadError: "The templates could not be loaded.",
    },
  },
};

export const es: typeof en = {
  notificationsArea: {
    title: "Notificaciones",
    bellLabel: "Notificaciones, {{count}} sin leer",
    unread: "Sin leer",
    markRead: "Marcar como leída",
    markAllRead: "Marcar todas como leídas",
    sendTest: "Enviar una notificación de prueba",
    testSent: "Notificación de prueba enviada por sus canales",
    openCentre: "Todas las notificaciones",
    empty: "Nada nuevo.",
    emptyCentre:
      "No hay notificaciones. Aquí aparecerán las alarmas de sus plantas notificables y los resúmenes diarios.",
    filter: "Mostrar",
    all: "Todas",
    unreadOnly: "Sin leer",
    previous: "Anterior",
    next: "Siguiente",
    templates: {
      title: "Plantillas de notificación",
      subtitle:
        "El texto de cada notificación, por correo electrónico y en la aplicación, en cada idioma: cada lector recibe el texto de su propio idioma. Los marcadores se rellenan al enviar la notificación.",
      item: "Plantilla",
      company: "Empresa",
      language: "Idioma del texto",
      selectCompany: "Seleccione primero una empresa: las plantillas pertenecen a una empresa.",
      typesLabel: "Tipos de notificación",
      channels: { email: "Correo electrónico", real_time: "Tiempo real" },
      customised: "Personalizada",
      default: "Predeterminada",
      subject: "Asunto",
      realTimeSubject: "Título",
      body: "Cuerpo",
      placeholders: "Insertar marcador",
      placeholdersHelp: "Coloca el marcador en el cursor del asunto o del cuerpo, el último en que estuvo.",
      preview: "Vista previa",
      previewHelp: "Con valores de ejemplo.",
      unknownInPreview: "Este tipo no los ofrece, no se podrá guardar: {{names}}",
      reset: "Restablecer predeterminada",
      resetTitle: "¿Restablecer «{{type}}» ({{channel}}) al texto predeterminado?",
      resetDescription:
        "Se elimina el texto propio de la empresa para esta plantilla en este idioma; las notificaciones vuelven a usar el texto integrado.",
      resetting: "Restableciendo…",
      resetDone: "Plantilla restablecida",
      readOnly:
        "Puede leer estas plantillas; para cambiarlas necesita el permiso de editar la configuración.",
      loadError: "No se pudieron cargar las plantillas.",
    },
  },
};
