/**
 * This area's strings, merged into the translation resources by i18n/index.ts. Every key exists in
 * both languages (i18n.test.ts checks it).
 */
export const en = {
  distributors: {
    item: "Distributor",
    create: "New distributor",
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    locations: "Locations",
    companies: "Companies",
    id: "ID",
    emptyTitle: "No distributors here",
    emptyDescription: "Distributors supply parts to companies. Create one, or change the search.",
    locationName: "Location name",
    address: "Address",
    addLocation: "Add location",
    removeLocation: "Remove location {{name}}",
    noLocations: "No locations yet. Add the distributor's branches here.",
    deleteTitle: "Delete {{name}}?",
    deleteDescription:
      "The distributor and its locations are deleted. Companies and users keep working without it.",
    deleting: "Deleting…",
    deleted: "{{item}} deleted",
    countCompanies_one: "{{count}} company",
    countCompanies_other: "{{count}} companies",
    countUsers_one: "{{count}} user",
    countUsers_other: "{{count}} users",
    countLocations_one: "{{count}} location",
    countLocations_other: "{{count}} locations",
  },
};

export const es: typeof en = {
  distributors: {
    item: "Distribuidor",
    create: "Nuevo distribuidor",
    name: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono",
    locations: "Ubicaciones",
    companies: "Empresas",
    id: "ID",
    emptyTitle: "No hay distribuidores aquí",
    emptyDescription:
      "Los distribuidores suministran repuestos a las empresas. Cree uno o cambie la búsqueda.",
    locationName: "Nombre de la ubicación",
    address: "Dirección",
    addLocation: "Añadir ubicación",
    removeLocation: "Quitar la ubicación {{name}}",
    noLocations: "Aún no hay ubicaciones. Añada aquí las sucursales del distribuidor.",
    deleteTitle: "¿Eliminar {{name}}?",
    deleteDescription:
      "Se eliminan el distribuidor y sus ubicaciones. Las empresas y los usuarios siguen funcionando sin él.",
    deleting: "Eliminando…",
    deleted: "{{item}} eliminado",
    countCompanies_one: "{{count}} empresa",
    countCompanies_other: "{{count}} empresas",
    countUsers_one: "{{count}} usuario",
    countUsers_other: "{{count}} usuarios",
    countLocations_one: "{{count}} ubicación",
    countLocations_other: "{{count}} ubicaciones",
  },
};
