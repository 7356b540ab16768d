import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-6xl font-extrabold">404</h1>
      <p className="mt-4 text-xl text-slate-300">Oops! Page not found</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-indigo-500 px-6 py-3 font-semibold text-white hover:bg-indigo-400"
      >
        Return to Home
      </Link>
    </section>
  );
}
