// /turer – the member's fishing trips, coming and past, and the form to plan one: the same shell for everyone, the
// trips fetched by the browser from the API, which checks the session.
import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { TripForm } from "@/components/trips/trip-form";
import { MyTrips } from "./_components/my-trips";

export const metadata: Metadata = { title: "Fisketurer" };

export default function TripsPage() {
  return (
    <div>
      <PageHeader title="Fisketurer">Planera en tur med dina matroser, se vem som kommer och vad ni fick.</PageHeader>
      <MyTrips />
      <Card as="section" aria-labelledby="planera">
        <h2 id="planera">Planera en tur</h2>
        <TripForm />
      </Card>
    </div>
  );
}
