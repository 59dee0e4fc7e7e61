/**
 * The error messages the server writes itself, in Spanish. The API's code words every refusal in
 * English ("Plant not found", "Only 3 in stock in Main store"); when an error is answered to a
 * Spanish reader, `serverMessageText` finds the English among these entries and answers the
 * Spanish. English stays exactly as written, and a message no entry knows stays as it is.
 *
 * Two tables: `SERVER_MESSAGES_ES`, whole messages; `SERVER_PATTERNS_ES`, messages with holes
 * (`{name}`) for the parts the code fills in. A hole of the Spanish is copied as the English had
 * it (a name, a number), or translated by its kind, `{hole:kind}`:
 * - the record nouns the code names ("plant", "store rooms"), from `SERVER_NOUNS_ES`:
 *   `noun` the noun, and the words that agree with it: `el` (el/la/los/las), `un`, `este`,
 *   `algunos`, `lo` (the pronoun) and `o` (the ending o/a/os/as of an adjective);
 * - `counts`: "1 machine, 3 assets and 1 item" as describeAttached words it;
 * - `term` and `terms` (a list joined by "or"): words from `SERVER_TERMS_ES`;
 * - `message`: another message of these tables.
 * A message "field: text" (a 422's field entry) keeps its field and translates its text.
 * api/test/server-messages.test.ts reads the API's source and holds these tables complete.
 */
import type { ValidationLanguage } from "./validation-messages";

/** Whole messages. */
export const SERVER_MESSAGES_ES: Readonly<Record<string, string>> = {
  // The specification's fixed messages (MESSAGES), worded as the web's Spanish resources word them.
  "Not authorized": "No autorizado",
  "Validation error": "Error de validación",
  "Passwords do not match": "Las contraseñas no coinciden",
  "You cannot disable MFA for this account, as it is required by your organization's security policy.":
    "No puede desactivar la autenticación de dos factores en esta cuenta, ya que la exige la política de seguridad de su organización.",
  "Internal server error": "Error interno del servidor",
  // The REST facade's own answers.
  "Request body too large (limit 1 MB)": "El cuerpo de la petición es demasiado grande (límite 1 MB)",
  "Unsupported request encoding": "Codificación de la petición no admitida",
  "malformed JSON": "JSON mal formado",
  "Malformed path: a percent-escape does not decode":
    "Ruta mal formada: una secuencia de escape con % no se puede decodificar",
  "Bad request": "Petición incorrecta",
  "The server is busy; try again in a moment": "El servidor está ocupado; inténtelo de nuevo en un momento",
  // Signing in, passwords and codes.
  "Invalid e-mail or password": "Correo electrónico o contraseña no válidos",
  "Two-factor authentication is already on: turn it off with your password before setting up another method":
    "La autenticación de dos factores ya está activada: desactívela con su contraseña antes de configurar otro método",
  "This server cannot read the stored second-factor secret: its SECRET_KEY is not the one it was saved with. Ask an administrator":
    "Este servidor no puede leer el secreto guardado del segundo factor: su SECRET_KEY no es la clave con la que se guardó. Consulte a un administrador",
  "The 7 days to set up two-factor authentication are over: set it up now":
    "Los 7 días para configurar la autenticación de dos factores han terminado: configúrela ahora",
  "Two-factor authentication is already on: there is nothing to skip":
    "La autenticación de dos factores ya está activada: no hay nada que omitir",
  "Your role requires two-factor authentication: set it up in your profile first":
    "Su rol exige la autenticación de dos factores: configúrela primero en su perfil",
  "Password does not meet the rules": "La contraseña no cumple las reglas",
  "Password is too weak": "La contraseña es demasiado débil",
  "Password must contain a digit": "La contraseña debe contener un dígito",
  "Password must contain a lowercase letter": "La contraseña debe contener una letra minúscula",
  "Password must contain an uppercase letter": "La contraseña debe contener una letra mayúscula",
  "Password must not be or contain the account name":
    "La contraseña no puede ser ni contener el nombre de la cuenta",
  "Password must contain one of !@#$%^&*()_+-=[]{};':\"\\|,.<>/?~`":
    "La contraseña debe contener uno de !@#$%^&*()_+-=[]{};':\"\\|,.<>/?~`",
  "The current password is not correct": "La contraseña actual no es correcta",
  "The password is not correct": "La contraseña no es correcta",
  "This link has expired or was already used": "Este enlace ha caducado o ya se usó",
  "This sign-in has expired or was already completed. Sign in again.":
    "Este inicio de sesión ha caducado o ya se completó. Vuelva a iniciar sesión.",
  "The code is wrong or has expired": "El código es incorrecto o ha caducado",
  "This code was already used": "Este código ya se usó",
  "Start the authenticator set-up first":
    "Primero empiece la configuración de la aplicación de autenticación",
  "The authenticator app is not set up for this account":
    "La aplicación de autenticación no está configurada para esta cuenta",
  "MFA can only be enabled by the user on their profile":
    "Solo el propio usuario puede activar la autenticación de dos factores, desde su perfil",
  "Verify a phone number first: text-message codes go to a verified number":
    "Primero verifique un número de teléfono: los códigos por SMS se envían a un número verificado",
  "Switch sign-in codes to the authenticator app before changing the phone number":
    "Pase los códigos de inicio de sesión a la aplicación de autenticación antes de cambiar el número de teléfono",
  "Sign-in codes are sent to this number; switch to the authenticator app first":
    "Los códigos de inicio de sesión se envían a este número; pase primero a la aplicación de autenticación",
  "Enter a phone number": "Introduzca un número de teléfono",
  "This e-mail address is already in use": "Esta dirección de correo electrónico ya está en uso",
  // Access.
  "You may not switch to another role": "No puede cambiar a otro rol",
  "Requisitions need a requisitioner, fab shop manager or technician role":
    "Las requisiciones requieren un rol de solicitante, jefe de taller de fabricación o técnico",
  "Only internal users can read the outbox": "Solo los usuarios internos pueden leer la bandeja de salida",
  "Your account belongs to no company": "Su cuenta no pertenece a ninguna empresa",
  "You do not belong to a company": "No pertenece a ninguna empresa",
  "You can only add library entries to your own company":
    "Solo puede añadir entradas de la biblioteca a su propia empresa",
  "Only provider staff can create companies": "Solo el personal del proveedor puede crear empresas",
  "Only provider staff create distributors": "Solo el personal del proveedor crea distribuidores",
  "Platform roles can be changed by provider staff only":
    "Solo el personal del proveedor puede cambiar los roles de plataforma",
  "Only your company's own roles can be changed": "Solo se pueden cambiar los roles propios de su empresa",
  "Platform roles cannot be deleted": "Los roles de plataforma no se pueden eliminar",
  "Customers can only manage customer roles (type 2)":
    "Los clientes solo pueden gestionar roles de cliente (tipo 2)",
  "You cannot manage a user whose role holds permissions you do not hold":
    "No puede gestionar a un usuario cuyo rol tiene permisos que usted no tiene",
  "This role does not exist or you may not assign it": "Este rol no existe o no puede asignarlo",
  "You cannot deactivate yourself": "No puede desactivarse a sí mismo",
  "You cannot delete your own account": "No puede eliminar su propia cuenta",
  "A user who logged labour on work orders cannot be deleted; deactivate the account instead":
    "No se puede eliminar un usuario que registró horas de trabajo en órdenes de trabajo; desactive la cuenta en su lugar",
  "A user without a company cannot belong to plants": "Un usuario sin empresa no puede pertenecer a plantas",
  "Notifiable users must belong to the plant's company":
    "Los usuarios a notificar deben pertenecer a la empresa de la planta",
  "You cannot add lines to this plant": "No puede añadir líneas a esta planta",
  "You cannot add machines to this production line": "No puede añadir máquinas a esta línea de producción",
  "You cannot add assets to this machine": "No puede añadir activos a esta máquina",
  // The plant's hierarchy and its items.
  "Choose a company": "Elija una empresa",
  "Choose a store room": "Elija un almacén",
  "Choose a machine of the same plant": "Elija una máquina de la misma planta",
  "Choose a production line of the same plant": "Elija una línea de producción de la misma planta",
  "A machine moves only between lines of its plant": "Una máquina solo se mueve entre líneas de su planta",
  "An asset moves only between machines of its plant": "Un activo solo se mueve entre máquinas de su planta",
  "The ids must be exactly the production lines of this plant":
    "Los ids deben ser exactamente las líneas de producción de esta planta",
  "The ids must be exactly the utilities of this plant":
    "Los ids deben ser exactamente los servicios auxiliares de esta planta",
  "The ids must be exactly the machines of this production line":
    "Los ids deben ser exactamente las máquinas de esta línea de producción",
  "The ids must be exactly the assets of this machine":
    "Los ids deben ser exactamente los activos de esta máquina",
  "Does not hold the machine": "No contiene la máquina",
  "Does not hold the asset": "No contiene el activo",
  "Does not hold the equipment item": "No contiene el ítem",
  "A new item needs an asset or a store room (limbo is for items removed from service)":
    "Un ítem nuevo necesita un activo o un almacén (el limbo es para ítems retirados del servicio)",
  "Choose exactly one place: an asset, a store room, or limbo":
    "Elija exactamente un lugar: un activo, un almacén o el limbo",
  "Choose an equipment item, asset, machine or production line":
    "Elija un ítem, un activo, una máquina o una línea de producción",
  "The part number belongs to another brand": "El número de parte pertenece a otra marca",
  "belongs to another brand": "pertenece a otra marca",
  "not found in the library": "no se encontró en la biblioteca",
  "an item without a type has no options": "un ítem sin tipo no tiene opciones",
  "must be a number": "debe ser un número",
  "not a value of this option": "no es un valor de esta opción",
  "not an option of the item's type": "no es una opción del tipo del ítem",
  "option given twice": "opción indicada dos veces",
  "not an RPM option value of the item's type": "no es un valor de opción de RPM del tipo del ítem",
  "the item's part number has no rated RPM": "el número de parte del ítem no tiene RPM nominales",
  "is required for a manual RPM": "es obligatorio para unas RPM manuales",
  "is required for an external RPM": "es obligatorio para unas RPM externas",
  "must contain the value placeholder {value}": "debe contener el marcador de valor {value}",
  "Capture not found on this axis": "Captura no encontrada en este eje",
  "No more spectral bands can be defined": "No se pueden definir más bandas espectrales",
  "Only the author of a note can change it": "Solo quien escribió una nota puede cambiarla",
  "must be 0, 1, 2 or 3": "debe ser 0, 1, 2 o 3",
  // Library.
  "Option names and values must be unique": "Los nombres y los valores de las opciones deben ser únicos",
  "Option names (per type) and values (per option) must be unique":
    "Los nombres de las opciones (por tipo) y sus valores (por opción) deben ser únicos",
  "This option does not belong to this item type": "Esta opción no pertenece a este tipo de ítem",
  "This value does not belong to this item type": "Este valor no pertenece a este tipo de ítem",
  "An option value does not belong to this item type's options":
    "Un valor de opción no pertenece a las opciones de este tipo de ítem",
  "A rule does not belong to this item type": "Una regla no pertenece a este tipo de ítem",
  "A location does not belong to this distributor": "Una ubicación no pertenece a este distribuidor",
  "A store room cannot move to another plant": "Un almacén no puede pasar a otra planta",
  // Sensors, alarms and signals.
  "a sensor needs an equipment item or a controller": "un sensor necesita un ítem o un controlador",
  "a sensor cannot be its own parent": "un sensor no puede ser su propio padre",
  "must be in the same plant": "debe estar en la misma planta",
  "must be in the same plant as the equipment item": "debe estar en la misma planta que el ítem",
  "must be an equipment item of the plant": "debe ser un ítem de la planta",
  "must be a sensor of the equipment item": "debe ser un sensor del ítem",
  "must be a sensor that tracks run hours": "debe ser un sensor que registre horas de funcionamiento",
  "must be higher than the warning zone": "debe ser mayor que la zona de advertencia",
  "this parameter and axis already have level zones": "este parámetro y eje ya tienen zonas de nivel",
  "only level alarms can be acknowledged with a re-baseline":
    "solo las alarmas de nivel se pueden reconocer con una nueva línea base",
  "the alarm's parameter has no level zones to re-baseline":
    "el parámetro de la alarma no tiene zonas de nivel para una nueva línea base",
  "the incident's parameters have no level zones to re-baseline":
    "los parámetros del incidente no tienen zonas de nivel para una nueva línea base",
  "cannot re-baseline: no readings in the baseline window":
    "no se puede fijar una nueva línea base: no hay lecturas en la ventana de referencia",
  "cannot re-baseline: the new zones would not keep warning below alarm":
    "no se puede fijar una nueva línea base: las nuevas zonas no mantendrían la advertencia por debajo de la alarma",
  "has both e-mail and real-time notifications switched off":
    "tiene desactivadas las notificaciones por correo electrónico y en tiempo real",
  // Maintenance.
  "This work order is closed; unlock it before changing it":
    "Esta orden de trabajo está cerrada; desbloquéela antes de cambiarla",
  "This store room is listed twice": "Este almacén aparece dos veces",
  "A request cannot move to another plant": "Una solicitud no puede pasar a otra planta",
  "A work order cannot move to another plant": "Una orden de trabajo no puede pasar a otra planta",
  "No such plant": "No existe esa planta",
  "No such user with access to this plant": "No existe ese usuario con acceso a esta planta",
  "A team is not of this plant's company or has no access to the plant":
    "Un equipo no es de la empresa de esta planta o no tiene acceso a la planta",
  "A user is not of this plant's company or has no access to the plant":
    "Un usuario no es de la empresa de esta planta o no tiene acceso a la planta",
  "must be a work order type of the plant": "debe ser un tipo de orden de trabajo de la planta",
  "must be a task procedure of the plant": "debe ser un procedimiento de tarea de la planta",
  "Cannot be the work order itself": "No puede ser la propia orden de trabajo",
  "Required: say why the request is rejected": "Obligatorio: indique por qué se rechaza la solicitud",
  "A recurrence with no next date: set a scheduled start it can repeat from":
    "Una repetición sin fecha siguiente: fije un inicio programado desde el que pueda repetirse",
  "Required for a custom range": "Obligatorio para un rango personalizado",
  "Must be after from": "Debe ser posterior a «desde»",
  "must be after from": "debe ser posterior a «desde»",
  "The range may span at most 5 years": "El rango puede abarcar como máximo 5 años",
  "The range may span at most 366 days": "El rango puede abarcar como máximo 366 días",
  "You already have 5 reports waiting. Try again once one of them has been sent.":
    "Ya tiene 5 informes en espera. Inténtelo de nuevo cuando se haya enviado alguno.",
  "Shared chart not found": "Gráfico compartido no encontrado",
  "Must not be in the past": "No puede estar en el pasado",
  "is required for provider staff": "es obligatorio para el personal del proveedor",
  "is required": "es obligatorio",
  "the upload could not be read": "no se pudo leer el archivo subido",
  "must be a JPEG, PNG, GIF or SVG image": "debe ser una imagen JPEG, PNG, GIF o SVG",
  "must be a picture (JPEG, PNG, GIF, WebP) or a PDF": "debe ser una imagen (JPEG, PNG, GIF, WebP) o un PDF",
  // Customer success.
  "must be after period_start": "debe ser posterior a period_start",
  "must be a user of the plant's company": "debe ser un usuario de la empresa de la planta",
  // Requisitions.
  "Requisitions are for requisitioners, fab shop managers and technicians":
    "Las requisiciones son para solicitantes, jefes de taller y técnicos",
  "The ROI calculator is for fab shop managers": "La calculadora de ROI es para los jefes de taller",
  "ROI Final must be a number": "El ROI final debe ser un número",
  "Only the requester or a fab shop manager may edit this requisition":
    "Solo quien la solicitó o un jefe de taller puede editar esta requisición",
  "Only the requester or a fab shop manager may delete this requisition":
    "Solo quien la solicitó o un jefe de taller puede eliminar esta requisición",
  "No such equipment item": "No existe ese ítem",
  // RFQs.
  "RFQ already accepted": "La solicitud de cotización ya fue aceptada",
  "Only a draft RFQ can be changed": "Solo se puede cambiar una solicitud de cotización en borrador",
  "Only a draft or sent RFQ can be sent":
    "Solo se puede enviar una solicitud de cotización en borrador o enviada",
  "Quotes are recorded only while the RFQ is sent":
    "Las cotizaciones solo se registran mientras la solicitud está enviada",
  "Only a sent RFQ can be accepted": "Solo se puede aceptar una solicitud de cotización enviada",
  "Only a draft or sent RFQ can be cancelled":
    "Solo se puede cancelar una solicitud de cotización en borrador o enviada",
  "An accepted RFQ cannot be deleted": "Una solicitud de cotización aceptada no se puede eliminar",
  "An RFQ cannot move to another plant": "Una solicitud de cotización no puede pasar a otra planta",
  "Choose one of this plant's requisitions": "Elija una de las requisiciones de esta planta",
  "Not one of this RFQ's vendors": "No es uno de los proveedores de esta solicitud de cotización",
  "This vendor has not quoted": "Este proveedor no ha cotizado",
  "Give a price for every line of the RFQ, each once":
    "Indique un precio para cada línea de la solicitud, una sola vez cada una",
  "The quote's total is too large": "El total de la cotización es demasiado grande",
  "No quote of this RFQ is accepted yet": "Aún no se ha aceptado ninguna cotización de esta solicitud",
};

/** Messages with holes, tried in this order (the more particular first). */
export const SERVER_PATTERNS_ES: Readonly<Record<string, string>> = {
  // The REST facade's own answers.
  "No such API path: {method} {path}": "No existe esa ruta de la API: {method} {path}",
  "{method} is not supported on {path}": "{method} no se admite en {path}",
  // Records by noun.
  "Some {many} were not found": "{many:algunos} {many:noun} no se encontraron",
  "{what} not found": "{what:noun} no encontrad{what:o}",
  'A {what} named "{name}" already exists': "Ya existe {what:un} {what:noun} con el nombre «{name}»",
  'A part numbered "{number}" already exists in this plant':
    "Ya existe un repuesto con el número «{number}» en esta planta",
  'Part number "{number}" already exists for this brand':
    "El número de parte «{number}» ya existe para esta marca",
  "This {what} belongs to the shared library; only provider staff change it":
    "{what:este} {what:noun} es de la biblioteca compartida; solo el personal del proveedor puede cambiar{what:lo}",
  "This {what} belongs to a plant outside your access":
    "{what:este} {what:noun} pertenece a una planta fuera de su acceso",
  "This {what} is in use; it cannot be deleted": "{what:este} {what:noun} está en uso; no se puede eliminar",
  "This {what} is used by {attached}; it cannot be deleted":
    "{what:este} {what:noun} está en uso por {attached:counts}; no se puede eliminar",
  "This {what} has {attached}. Type delete to confirm.":
    "{what:este} {what:noun} tiene {attached:counts}. Escriba delete para confirmar.",
  "This {what} has {attached}. Type delete to confirm":
    "{what:este} {what:noun} tiene {attached:counts}. Escriba delete para confirmar",
  "A {what} cannot move to another plant": "{what:un} {what:noun} no puede pasar a otra planta",
  "Unknown {what}: choose one of this plant's":
    "{what:noun} desconocid{what:o}: elija {what:uno} de esta planta",
  "No such {what} in this plant": "No existe {what:ese} {what:noun} en esta planta",
  "Unknown {what}": "{what:noun} desconocid{what:o}",
  "Unknown {field}": "Valor desconocido en {field}",
  "must list exactly the {count} {what}, each once":
    "debe listar exactamente los {count} ids de {what:term}, cada uno una vez",
  // Roles and permissions.
  "This role is held by {n} user. Reassign its {m} user first.":
    "Este rol lo tiene {n} usuario. Reasigne primero a su {m} usuario.",
  "This role is held by {n} users. Reassign its {m} users first.":
    "Este rol lo tienen {n} usuarios. Reasigne primero a sus {m} usuarios.",
  "This role is held by {n} user. Reassign its {m} users first.":
    "Este rol lo tiene {n} usuario. Reasigne primero a sus {m} usuarios.",
  "This role is held by {n} users. Reassign its {m} user first.":
    "Este rol lo tienen {n} usuarios. Reasigne primero a su {m} usuario.",
  "This role holds permissions you do not hold ({permissions})":
    "Este rol tiene permisos que usted no tiene ({permissions})",
  "You cannot grant permissions your role does not hold: {permissions}":
    "No puede conceder permisos que su rol no tiene: {permissions}",
  "You do not have permission for this action (needs one of {permissions})":
    "No tiene permiso para esta acción (necesita uno de {permissions})",
  "You do not have permission for this action (needs {permissions})":
    "No tiene permiso para esta acción (necesita {permissions})",
  "Only provider staff can change {fields}": "Solo el personal del proveedor puede cambiar {fields}",
  "Plants not available to assign: {plants}": "Plantas que no se pueden asignar: {plants}",
  "Plants this user cannot access: {plants}": "Plantas a las que este usuario no tiene acceso: {plants}",
  "Production lines this user cannot access: {lines}":
    "Líneas de producción a las que este usuario no tiene acceso: {lines}",
  // Stock, exports, windows.
  "Only {count} in stock in {room}": "Solo hay {count} en existencia en {room}",
  "an export holds at most {max} rows and these filters match {count}; narrow the filters":
    "una exportación tiene como máximo {max} filas y estos filtros coinciden con {count}; acote los filtros",
  "The window holds more than {max} work orders; choose a shorter one":
    "El periodo contiene más de {max} órdenes de trabajo; elija uno más corto",
  "must be at most {size} MB": "debe ocupar como máximo {size} MB",
  "Image is larger than {n} megapixels": "La imagen tiene más de {n} megapíxeles",
  "Must be more than {value}": "Debe ser mayor que {value}",
  "Password must be at least {count} characters": "La contraseña debe tener al menos {count} caracteres",
  // Work orders.
  "Work order #{id}: {refusal}": "Orden de trabajo n.º {id}: {refusal:message}",
  "Cannot {action} a work order that is {status} (only one that is {allowed})":
    "No se puede {action:term} una orden de trabajo {status:term} (solo una {allowed:terms})",
  // Requisitions.
  "Cannot {action} a requisition that is {status} (only one that is {allowed})":
    "No se puede {action:term} una requisición {status:term} (solo una {allowed:terms})",
  "Only a fab shop manager may {action} a requisition":
    "Solo un jefe de taller puede {action:term} una requisición",
  "Only a technician or a fab shop manager may {action} a requisition":
    "Solo un técnico o un jefe de taller puede {action:term} una requisición",
  "Cannot change the attachments of a requisition that is {status}":
    "No se pueden cambiar los adjuntos de una requisición {status:term}",
  // Formulas and templates.
  'unexpected "{character}" at position {position}': "«{character}» inesperado en la posición {position}",
  "unexpected end at position {position}": "final inesperado en la posición {position}",
  "expected ) at position {position}": "se esperaba ) en la posición {position}",
  "unknown placeholder {names}": "marcador desconocido {names}",
  "unknown placeholders {names}": "marcadores desconocidos {names}",
};

export interface SpanishNoun {
  one: string;
  many: string;
  /** Feminine. */
  f?: true;
}

/** The nouns the code names records by, English singular (their plurals: englishPlural). */
export const SERVER_NOUNS_ES: Readonly<Record<string, SpanishNoun>> = {
  alarm: { one: "alarma", many: "alarmas", f: true },
  "alarm incident": { one: "incidente de alarma", many: "incidentes de alarma" },
  application: { one: "aplicación", many: "aplicaciones", f: true },
  "archived company": { one: "empresa archivada", many: "empresas archivadas", f: true },
  "archived plant": { one: "planta archivada", many: "plantas archivadas", f: true },
  asset: { one: "activo", many: "activos" },
  attachment: { one: "adjunto", many: "adjuntos" },
  band: { one: "banda", many: "bandas", f: true },
  bearing: { one: "rodamiento", many: "rodamientos" },
  brand: { one: "marca", many: "marcas", f: true },
  capture: { one: "captura", many: "capturas", f: true },
  category: { one: "categoría", many: "categorías", f: true },
  "checklist item": { one: "paso de la lista de verificación", many: "pasos de la lista de verificación" },
  company: { one: "empresa", many: "empresas", f: true },
  controller: { one: "controlador", many: "controladores" },
  distributor: { one: "distribuidor", many: "distribuidores" },
  document: { one: "documento", many: "documentos" },
  "equipment item": { one: "ítem", many: "ítems" },
  fault: { one: "falla", many: "fallas", f: true },
  file: { one: "archivo", many: "archivos" },
  formula: { one: "fórmula", many: "fórmulas", f: true },
  graph: { one: "gráfico", many: "gráficos" },
  incident: { one: "incidente", many: "incidentes" },
  item: { one: "ítem", many: "ítems" },
  "item type": { one: "tipo de ítem", many: "tipos de ítem" },
  "item type category": { one: "categoría de tipo de ítem", many: "categorías de tipo de ítem", f: true },
  "labour entry": { one: "registro de mano de obra", many: "registros de mano de obra" },
  "labour line": { one: "línea de mano de obra", many: "líneas de mano de obra", f: true },
  "level zone": { one: "zona de nivel", many: "zonas de nivel", f: true },
  location: { one: "ubicación", many: "ubicaciones", f: true },
  machine: { one: "máquina", many: "máquinas", f: true },
  meeting: { one: "reunión", many: "reuniones", f: true },
  note: { one: "nota", many: "notas", f: true },
  notification: { one: "notificación", many: "notificaciones", f: true },
  option: { one: "opción", many: "opciones", f: true },
  "one-pager": { one: "resumen de ROI", many: "resúmenes de ROI" },
  "option value": { one: "valor de opción", many: "valores de opción" },
  part: { one: "repuesto", many: "repuestos" },
  "part in stock": { one: "repuesto en existencia", many: "repuestos en existencia" },
  "part line": { one: "línea de repuesto", many: "líneas de repuesto", f: true },
  "part number": { one: "número de parte", many: "números de parte" },
  picture: { one: "imagen", many: "imágenes", f: true },
  plant: { one: "planta", many: "plantas", f: true },
  "pm schedule": { one: "programa preventivo", many: "programas preventivos" },
  "production line": { one: "línea de producción", many: "líneas de producción", f: true },
  request: { one: "solicitud", many: "solicitudes", f: true },
  requisition: { one: "requisición", many: "requisiciones", f: true },
  rfq: { one: "solicitud de cotización", many: "solicitudes de cotización", f: true },
  role: { one: "rol", many: "roles" },
  rule: { one: "regla", many: "reglas", f: true },
  "scheduled report": { one: "informe programado", many: "informes programados" },
  sensor: { one: "sensor", many: "sensores" },
  "store room": { one: "almacén", many: "almacenes" },
  "task procedure": { one: "procedimiento de tarea", many: "procedimientos de tarea" },
  team: { one: "equipo", many: "equipos" },
  "team membership": { one: "pertenencia a un equipo", many: "pertenencias a equipos", f: true },
  "temporary-role user": { one: "usuario con rol temporal", many: "usuarios con rol temporal" },
  user: { one: "usuario", many: "usuarios" },
  utility: { one: "servicio auxiliar", many: "servicios auxiliares" },
  value: { one: "valor", many: "valores" },
  vendor: { one: "proveedor", many: "proveedores" },
  "work order": { one: "orden de trabajo", many: "órdenes de trabajo", f: true },
  "work order part line": {
    one: "línea de repuesto de orden de trabajo",
    many: "líneas de repuesto de órdenes de trabajo",
    f: true,
  },
  "work order type": { one: "tipo de orden de trabajo", many: "tipos de orden de trabajo" },
  "work station": { one: "estación de trabajo", many: "estaciones de trabajo", f: true },
};

/** Other words the code puts into messages: work order actions and states, lists of children. */
export const SERVER_TERMS_ES: Readonly<Record<string, string>> = {
  "set in work": "poner en trabajo",
  complete: "completar",
  close: "cerrar",
  unlock: "desbloquear",
  pending: "pendiente",
  "in work": "en trabajo",
  completed: "completada",
  closed: "cerrada",
  // Requisition actions and statuses (a requisición is feminine, as an orden de trabajo).
  approve: "aprobar",
  unapprove: "retirar la aprobación de",
  deny: "denegar",
  reset: "reabrir",
  "on-hold": "poner en espera",
  take: "tomar",
  conclude: "concluir",
  edit: "editar",
  delete: "eliminar",
  approved: "aprobada",
  denied: "denegada",
  "on hold": "en espera",
  "production lines of this plant": "líneas de producción de esta planta",
  "utilities of this plant": "servicios auxiliares de esta planta",
  "machines of this production line": "máquinas de esta línea de producción",
  "assets of this machine": "activos de esta máquina",
};

/** The kinds a Spanish hole may name (`{what:el}`). */
export const SERVER_HOLE_KINDS = [
  "noun",
  "el",
  "un",
  "uno",
  "este",
  "ese",
  "algunos",
  "lo",
  "o",
  "counts",
  "term",
  "terms",
  "message",
] as const;
type HoleKind = (typeof SERVER_HOLE_KINDS)[number];

/** Words agreeing with a noun: masculine one, feminine one, masculine many, feminine many. */
const AGREEING: Record<Exclude<HoleKind, "noun" | "counts" | "term" | "terms" | "message">, string[]> = {
  el: ["el", "la", "los", "las"],
  un: ["un", "una", "unos", "unas"],
  uno: ["uno", "una", "unos", "unas"],
  este: ["este", "esta", "estos", "estas"],
  ese: ["ese", "esa", "esos", "esas"],
  algunos: ["algún", "alguna", "algunos", "algunas"],
  lo: ["lo", "la", "los", "las"],
  o: ["o", "a", "os", "as"],
};

const ENGLISH_HOLE = /\{([a-z_]+)\}/g;
const SPANISH_HOLE = /\{([a-z_]+)(?::([a-z]+))?\}/g;

/** The names of a pattern's holes, English or Spanish. */
export function serverMessageHoles(pattern: string): string[] {
  return [...pattern.matchAll(SPANISH_HOLE)].map((m) => m[1]!);
}

interface CompiledPattern {
  english: string;
  spanish: string;
  regex: RegExp;
  holes: string[];
}

const COMPILED: CompiledPattern[] = Object.entries(SERVER_PATTERNS_ES).map(([english, spanish]) => {
  const holes: string[] = [];
  let source = "";
  let last = 0;
  for (const match of english.matchAll(ENGLISH_HOLE)) {
    source += escapeRegExp(english.slice(last, match.index));
    source += "(.+?)";
    holes.push(match[1]!);
    last = match.index + match[0].length;
  }
  source += escapeRegExp(english.slice(last));
  return { english, spanish, regex: new RegExp(`^${source}$`, "s"), holes };
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** What a translation used: the entries, nouns and terms (the completeness test counts them). */
export interface ServerMessageUse {
  entries: string[];
  nouns: string[];
  terms: string[];
}

function nounOf(text: string, use: ServerMessageUse): { noun: SpanishNoun; many: boolean } | null {
  const key = text.trim().toLowerCase();
  const one = SERVER_NOUNS_ES[key];
  if (one) {
    use.nouns.push(key);
    return { noun: one, many: false };
  }
  const singular = Object.keys(SERVER_NOUNS_ES).find((noun) => englishPlural(noun) === key);
  if (singular) {
    use.nouns.push(singular);
    return { noun: SERVER_NOUNS_ES[singular]!, many: true };
  }
  return null;
}

/**
 * The English plural of a record noun as the server writes counts: "companies", "boxes", and the
 * head word of a phrase with a preposition ("parts in stock").
 */
export function englishPlural(noun: string): string {
  const phrase = /^(\S+)( (?:in|of|on|for) .+)$/.exec(noun);
  if (phrase) return `${englishPlural(phrase[1]!)}${phrase[2]}`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

function termOf(text: string, use: ServerMessageUse): string | null {
  const spanish = SERVER_TERMS_ES[text];
  if (spanish === undefined) return null;
  use.terms.push(text);
  return spanish;
}

/** "1 machine, 3 assets and 1 item" in Spanish, or null when a noun is unknown. */
function countsText(text: string, use: ServerMessageUse): string | null {
  const parts: string[] = [];
  for (const part of text.split(/, | and /)) {
    const match = /^(\d+) (.+)$/.exec(part);
    const found = match ? nounOf(match[2]!, use) : null;
    if (!match || !found) return null;
    const many = Number(match[1]) !== 1;
    parts.push(`${match[1]} ${many ? found.noun.many : found.noun.one}`);
  }
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} y ${parts.at(-1)}`;
}

function holeText(kind: HoleKind | undefined, value: string, use: ServerMessageUse): string | null {
  if (kind === undefined) return value;
  switch (kind) {
    case "counts":
      return countsText(value, use);
    case "term":
      return termOf(value, use);
    case "terms": {
      const words = value.split(" or ").map((w) => termOf(w, use));
      return words.every((w) => w !== null) ? words.join(" o ") : null;
    }
    case "message":
      return messageText(value, use);
    default: {
      const found = nounOf(value, use);
      if (!found) return null;
      if (kind === "noun") return found.many ? found.noun.many : found.noun.one;
      return AGREEING[kind][(found.noun.f ? 1 : 0) + (found.many ? 2 : 0)]!;
    }
  }
}

function fill(pattern: CompiledPattern, match: RegExpExecArray, use: ServerMessageUse): string | null {
  const values = new Map(pattern.holes.map((name, i) => [name, match[i + 1]!]));
  let failed = false;
  const text = pattern.spanish.replace(SPANISH_HOLE, (_whole, name: string, kind: HoleKind | undefined) => {
    const filled = holeText(kind, values.get(name) ?? "", use);
    if (filled === null) failed = true;
    return filled ?? "";
  });
  if (failed) return null;
  return pattern.spanish.startsWith("{") ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** One message of the tables, in Spanish, or null. */
function messageText(message: string, use: ServerMessageUse): string | null {
  const exact = SERVER_MESSAGES_ES[message];
  if (exact !== undefined) {
    use.entries.push(message);
    return exact;
  }
  for (const pattern of COMPILED) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const partial: ServerMessageUse = { entries: [], nouns: [], terms: [] };
    const text = fill(pattern, match, partial);
    if (text === null) continue;
    use.entries.push(pattern.english, ...partial.entries);
    use.nouns.push(...partial.nouns);
    use.terms.push(...partial.terms);
    return text;
  }
  return null;
}

/** A message, a "field: text" entry, or texts joined by "; ", in Spanish; null when one is unknown. */
function anyMessageText(message: string, use: ServerMessageUse, split = true): string | null {
  const whole = messageText(message, use);
  if (whole !== null) return whole;
  const field = /^([A-Za-z0-9_.]+): (.+)$/s.exec(message);
  if (field) {
    const text = messageText(field[2]!, use);
    if (text !== null) return `${field[1]}: ${text}`;
  }
  if (split && message.includes("; ")) {
    const parts = message.split("; ").map((part) => anyMessageText(part, use, false));
    if (parts.every((p) => p !== null)) return parts.join("; ");
  }
  return null;
}

/**
 * The Spanish of a server message and what it used, or null when the tables do not know it. For
 * the completeness test; the server calls `serverMessageText`.
 */
export function matchServerMessage(message: string): { text: string; use: ServerMessageUse } | null {
  const use: ServerMessageUse = { entries: [], nouns: [], terms: [] };
  const text = anyMessageText(message, use);
  return text === null ? null : { text, use };
}

/** A message the server wrote, for a reader of `language`: English as written, Spanish when known. */
export function serverMessageText(message: string, language: ValidationLanguage): string {
  if (language !== "es") return message;
  return matchServerMessage(message)?.text ?? message;
}

/** Each "field: text" entry of a 422's `messages`, for a reader of `language`. */
export function serverMessagesText(messages: string[][], language: ValidationLanguage): string[][] {
  if (language !== "es") return messages;
  return messages.map((list) => list.map((entry) => serverMessageText(entry, language)));
}
