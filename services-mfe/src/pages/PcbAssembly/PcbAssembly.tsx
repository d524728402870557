import { pcbAssemblyPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

export default function PcbAssembly() {
  return <ContentPage page={pcbAssemblyPage} />;
}
