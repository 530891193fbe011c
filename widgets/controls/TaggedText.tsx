import { Link } from "@chakra-ui/react";
import { Fragment } from "react";
import { dossierHref, splitDossierTags } from "../html/dossierTags";

/** Plain text with each dossier-number tag (#1042) a link to that record. */
export function TaggedText({ text }: { text: string }) {
  return (
    <>
      {splitDossierTags(text).map((part) =>
        "dossierId" in part ? (
          <Link
            key={part.start}
            href={dossierHref(part.dossierId)}
            colorPalette="blue"
            data-dossier-tag={part.dossierId}
          >
            {part.text}
          </Link>
        ) : (
          <Fragment key={part.start}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
