import { supplierTermsPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

/** The /supplier-terms page: the terms of every purchase order we place with a supplier. */
export default function SupplierTerms() {
  return <ContentPage page={supplierTermsPage} />;
}
