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
  },
};
