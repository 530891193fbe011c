import { Link as ChakraLink, Heading } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useT } from "../../../i18n/useT";
import { AuthLayout } from "./AuthLayout";

/** /authentication: public, its content is not specified; it leads back to the login. */
export function AuthenticationPage() {
  const t = useT();
  return (
    <AuthLayout>
      <Heading as="h1" size="lg">
        {t("Authentication")}
      </Heading>
      <ChakraLink asChild>
        <Link to="/login">{t("Back to login")}</Link>
      </ChakraLink>
    </AuthLayout>
  );
}
