import { homeClosing } from 'shared/content';
import { ContactForm } from 'shared/ui';

/** 'Ready to Start Your Project': the quote form that confirms success and failure with toasts. */
export function ClosingSection() {
  return (
    <section className="home-closing" aria-labelledby="home-closing-title">
      <div className="home-closing__inner container">
        <div>
          <h2 id="home-closing-title" className="home-closing__title">
            {homeClosing.title}
          </h2>
          <p className="home-closing__lead">{homeClosing.lead}</p>
          <p className="home-closing__note">{homeClosing.note}</p>
        </div>
        <div className="home-closing__form">
          <h3>{homeClosing.formHeading}</h3>
          <ContactForm toastOnSuccess />
        </div>
      </div>
    </section>
  );
}
