"use client";
// The trip page's parts for those on the trip (answering, inviting, planning, their own catches, the talk), each in a
// chunk of its own that the browser fetches only when the part is drawn: a visitor reading a public trip loads none
// of their forms. A client module, since next/dynamic splits a chunk only when the importer is one.
import dynamic from "next/dynamic";

export const TripOwnPart = dynamic(() => import("./trip-own-part").then((module) => module.TripOwnPart));
export const TripComments = dynamic(() => import("./trip-comments").then((module) => module.TripComments));
export const TripOwnCatches = dynamic(() => import("./trip-own-catches").then((module) => module.TripOwnCatches));
