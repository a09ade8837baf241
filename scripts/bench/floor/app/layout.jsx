// The least a page can be wrapped in: no shell, no styles, no scripts of its own.
export const metadata = { title: "Golvet" };

export default function RootLayout({ children }) {
  return (
    <html lang="sv">
      <body>{children}</body>
    </html>
  );
}
