/**
 * This area's strings, merged into the translation resources by i18n/index.ts. Every key exists in
 * both languages (i18n.test.ts checks it).
 */
export const en = {
  outbox: {
    time: "Time",
    channel: "Channel",
    recipient: "Recipient",
    subject: "Subject",
    status: "Status",
    read: "Read",
    email: "E-mail",
    sms: "SMS",
    textMessage: "Text message",
    sentTo: "To {{recipient}} · {{time}}",
    statuses: { stored: "Stored", sent: "Sent", failed: "Failed" },
    emptyTitle: "No messages yet",
    emptyDescription:
      "E-mails and text messages the system sends (sign-in codes, password links) are listed here.",
    attachments: "Attachments",
    noAttachments: "No attachments",
    download: "Download {{filename}} ({{size}})",
  },
  /** The graphical digest request on a sensor's page (features/sensors/graphical-digest-dialog.tsx); delivered by e-mail through the outbox. */
  graphicalDigest: {
    open: "Graphical digest",
    title: "Graphical digest of {{name}}",
    description:
      "A PDF with this sensor's trends, e-mailed to you. Dates and times are in the plant's time zone ({{timeZone}}).",
    period: "Covers",
    periods: {
      day: "The last day",
      week: "The last week",
      month: "The last month",
      custom_range: "A custom range",
    },
    from: "From",
    to: "To",
    toBeforeFrom: "Must be after From",
    submit: "Send the report",
    sending: "Sending…",
    requested: "Report request is being processed, please wait",
  },
};

export const es: typeof en = {
  outbox: {
    time: "Hora",
    channel: "Canal",
    recipient: "Destinatario",
    subject: "Asunto",
    status: "Estado",
    read: "Leer",
    email: "Correo electrónico",
    sms: "SMS",
    textMessage: "Mensaje de texto",
    sentTo: "Para {{recipient}} · {{time}}",
    statuses: { stored: "Guardado", sent: "Enviado", failed: "Fallido" },
    emptyTitle: "Aún no hay mensajes",
    emptyDescription:
      "Aquí aparecen los correos y mensajes de texto que envía el sistema (códigos de acceso, enlaces de contraseña).",
    attachments: "Adjuntos",
    noAttachments: "Sin adjuntos",
    download: "Descargar {{filename}} ({{size}})",
  },
  graphicalDigest: {
    open: "Resumen gráfico",
    title: "Resumen gráfico de {{name}}",
    description:
      "Un PDF con las tendencias de este sensor, enviado a su correo. Las fechas y horas están en la zona horaria de la planta ({{timeZone}}).",
    period: "Abarca",
    periods: {
      day: "El último día",
      week: "La última semana",
      month: "El último mes",
      custom_range: "Un rango personalizado",
    },
    from: "Desde",
    to: "Hasta",
    toBeforeFrom: "Debe ser posterior a Desde",
    submit: "Enviar el informe",
    sending: "Enviando…",
    requested: "La solicitud de informe se está procesando, espere por favor",
  },
};
