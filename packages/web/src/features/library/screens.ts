import type { ComponentType } from "react";
import { ApplicationFormPage, ApplicationsPage } from "./applications-pages";
import { BrandFormPage } from "./brand-form-page";
import { BrandsPage } from "./brands-page";
import { CategoriesPage, CategoryFormPage } from "./categories-pages";
import { DocumentsPage } from "./documents-page";
import { ItemTypeFormPage } from "./item-type-form-page";
import { ItemTypesPage } from "./item-types-page";
import { PartNumberDetailsPage } from "./part-number-details-page";
import { PartNumberFormPage } from "./part-number-form-page";
import { PartNumbersPage } from "./part-numbers-page";
import { StoreRoomFormPage } from "./store-room-form-page";
import { StoreRoomItemsPage } from "./store-room-items-page";
import { StoreRoomsPage } from "./store-rooms-page";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/library": DocumentsPage,
  "/brands": BrandsPage,
  "/brands/:id": BrandFormPage,
  "/brand-models": PartNumbersPage,
  "/brand-models/:id": PartNumberFormPage,
  "/brand-models/:id/details": PartNumberDetailsPage,
  "/equipment-types": ItemTypesPage,
  "/equipment-types/:id": ItemTypeFormPage,
  "/equipment-types-categories": CategoriesPage,
  "/equipment-types-categories/:id": CategoryFormPage,
  "/applications": ApplicationsPage,
  "/applications/:id": ApplicationFormPage,
  "/store-rooms": StoreRoomsPage,
  "/store-rooms/:id": StoreRoomFormPage,
  "/store-rooms/:id/items": StoreRoomItemsPage,
};
