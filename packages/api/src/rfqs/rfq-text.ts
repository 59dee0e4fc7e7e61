/**
 * Every word the RFQ documents and e-mails write, in each language the product speaks. The RFQ and
 * the purchase order are written in the reader's language (the one downloading them), the e-mail to
 * the vendors in the sender's. Dates stay yyyy-mm-dd, which reads the same in both.
 */
import type { ValidationLanguage } from "@plantwise/shared";

export interface RfqWords {
  rfqTitle: string;
  poTitle: string;
  number: (id: number) => string;
  page: (page: number, pages: number) => string;
  fields: {
    company: string;
    plant: string;
    title: string;
    shipTo: string;
    respondBy: string;
    sentAt: string;
    vendor: string;
    contact: string;
    email: string;
    phone: string;
    address: string;
    leadTime: string;
    acceptedAt: string;
    acceptedBy: string;
    notes: string;
    quoteNotes: string;
  };
  columns: {
    position: string;
    description: string;
    partNumber: string;
    quantity: string;
    unit: string;
    unitPrice: string;
    lineTotal: string;
  };
  grandTotal: string;
  days: (n: number) => string;
  /** Under the RFQ's table: how to answer. */
  rfqInstructions: string;
  email: {
    subject: (title: string, id: number) => string;
    greeting: (contact: string | null) => string;
    body: (plant: string, company: string) => string;
    respondBy: (date: string) => string;
    shipTo: (place: string) => string;
    lines: string;
    line: (quantity: string, unit: string | null, description: string, partNumber: string | null) => string;
    attached: (file: string) => string;
    closing: (sender: string) => string;
  };
  fileName: (id: number) => string;
  poFileName: (id: number) => string;
}

const EN: RfqWords = {
  rfqTitle: "Request for quote",
  poTitle: "Purchase order",
  number: (id) => `RFQ #${id}`,
  page: (page, pages) => `Page ${page} of ${pages}`,
  fields: {
    company: "Company",
    plant: "Plant",
    title: "Subject",
    shipTo: "Ship to",
    respondBy: "Respond by",
    sentAt: "Sent",
    vendor: "Vendor",
    contact: "Contact",
    email: "E-mail",
    phone: "Phone",
    address: "Address",
    leadTime: "Lead time",
    acceptedAt: "Accepted",
    acceptedBy: "Accepted by",
    notes: "Notes",
    quoteNotes: "Quote notes",
  },
  columns: {
    position: "#",
    description: "Description",
    partNumber: "Part number",
    quantity: "Quantity",
    unit: "Unit",
    unitPrice: "Unit price",
    lineTotal: "Total",
  },
  grandTotal: "Grand total",
  days: (n) => (n === 1 ? "1 day" : `${n} days`),
  rfqInstructions:
    "Please enter your unit price for every line, your lead time in days, and return this request by the date above.",
  email: {
    subject: (title, id) => `Request for quote: ${title} (RFQ #${id})`,
    greeting: (contact) => (contact ? `Hello ${contact},` : "Hello,"),
    body: (plant, company) => `${company} (${plant}) asks you to quote the items below.`,
    respondBy: (date) => `Please answer by ${date}.`,
    shipTo: (place) => `Ship to: ${place}`,
    lines: "Items:",
    line: (quantity, unit, description, partNumber) =>
      `- ${quantity}${unit ? ` ${unit}` : ""} × ${description}${partNumber ? ` (${partNumber})` : ""}`,
    attached: (file) =>
      `The request is attached as ${file}; reply with your unit price for each line and your lead time.`,
    closing: (sender) => `Thank you,\n${sender}`,
  },
  fileName: (id) => `rfq-${id}.pdf`,
  poFileName: (id) => `purchase-order-rfq-${id}.pdf`,
};

const ES: RfqWords = {
  rfqTitle: "Solicitud de cotización",
  poTitle: "Orden de compra",
  number: (id) => `Solicitud n.º ${id}`,
  page: (page, pages) => `Página ${page} de ${pages}`,
  fields: {
    company: "Empresa",
    plant: "Planta",
    title: "Asunto",
    shipTo: "Enviar a",
    respondBy: "Responder antes del",
    sentAt: "Enviada",
    vendor: "Proveedor",
    contact: "Contacto",
    email: "Correo electrónico",
    phone: "Teléfono",
    address: "Dirección",
    leadTime: "Plazo de entrega",
    acceptedAt: "Aceptada",
    acceptedBy: "Aceptada por",
    notes: "Notas",
    quoteNotes: "Notas de la cotización",
  },
  columns: {
    position: "#",
    description: "Descripción",
    partNumber: "Número de parte",
    quantity: "Cantidad",
    unit: "Unidad",
    unitPrice: "Precio unitario",
    lineTotal: "Total",
  },
  grandTotal: "Total general",
  days: (n) => (n === 1 ? "1 día" : `${n} días`),
  rfqInstructions:
    "Indique su precio unitario para cada línea y su plazo de entrega en días, y devuelva esta solicitud antes de la fecha indicada.",
  email: {
    subject: (title, id) => `Solicitud de cotización: ${title} (n.º ${id})`,
    greeting: (contact) => (contact ? `Hola, ${contact}:` : "Hola:"),
    body: (plant, company) => `${company} (${plant}) le pide cotizar los artículos siguientes.`,
    respondBy: (date) => `Responda, por favor, antes del ${date}.`,
    shipTo: (place) => `Enviar a: ${place}`,
    lines: "Artículos:",
    line: (quantity, unit, description, partNumber) =>
      `- ${quantity}${unit ? ` ${unit}` : ""} × ${description}${partNumber ? ` (${partNumber})` : ""}`,
    attached: (file) =>
      `La solicitud va adjunta como ${file}; responda con su precio unitario para cada línea y su plazo de entrega.`,
    closing: (sender) => `Gracias,\n${sender}`,
  },
  fileName: (id) => `solicitud-cotizacion-${id}.pdf`,
  poFileName: (id) => `orden-compra-solicitud-${id}.pdf`,
};

export function rfqWords(language: ValidationLanguage): RfqWords {
  return language === "es" ? ES : EN;
}

/** A quantity or an amount as the reader writes numbers (at most `digits` decimals, at least `min`). */
export function numberText(value: number, language: ValidationLanguage, digits: number, min = 0): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: min,
    maximumFractionDigits: digits,
  }).format(value);
}

export const money = (value: number, language: ValidationLanguage) => numberText(value, language, 2, 2);
export const quantityText = (value: number, language: ValidationLanguage) => numberText(value, language, 3);
