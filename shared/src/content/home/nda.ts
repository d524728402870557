import { formatAddress, site } from '../../config';
import type { AgreementRecord } from '../page';

const company = site.legalName;

/**
 * Our standard mutual non-disclosure agreement, shown in a dialog from the FAQ.
 * Mutual, under Georgia law, for a five-year term, with arbitration in Atlanta.
 */
export const mutualNda: AgreementRecord = {
  title: 'Mutual Non-Disclosure Agreement',
  intro: `This Mutual Non-Disclosure Agreement (the "Agreement") is entered into by and between ${company} and the Client, each identified below, as of the date on which the last of them signs it (the "Effective Date"). Each party may disclose confidential information to the other, and each agrees to protect what it receives on the terms below.`,
  parties: [
    {
      name: company,
      shortName: site.name,
      description: `A contract electronics manufacturer with its principal place of business at ${formatAddress()}.`,
    },
    {
      name: 'the Client',
      shortName: 'the Client',
      description:
        'The company or organization named in the signature block of this Agreement, acting through its authorized representative.',
    },
  ],
  clauses: [
    {
      number: 1,
      heading: 'Purpose',
      paragraphs: [
        'The parties wish to evaluate and, if they choose, carry out a business relationship in which the Client may engage the manufacturing, testing, repair or staffing services of the other party (the "Purpose"). In doing so, each party (a "Disclosing Party") may share Confidential Information with the other (a "Receiving Party"). This Agreement sets out how that information must be handled.',
      ],
    },
    {
      number: 2,
      heading: 'Confidential Information',
      paragraphs: [
        '"Confidential Information" means any non-public information that a Disclosing Party or anyone acting for it makes available to the Receiving Party in connection with the Purpose, in any form, whether before or after the Effective Date, and whether written, electronic, oral or visual.',
        'Confidential Information includes, without limitation: design files, Gerber files, bills of materials, XML exports, schematics, drawings, specifications, firmware and software, test procedures and results, prototypes and samples, manufacturing processes, pricing, quotations, costs, supplier and customer information, business plans and forecasts, and the existence and terms of any discussions between the parties.',
        "Information is Confidential Information whether or not it is marked as confidential, provided that a reasonable person in the Receiving Party's position would understand it to be confidential from its nature or the circumstances of its disclosure.",
      ],
    },
    {
      number: 3,
      heading: 'Exclusions',
      paragraphs: [
        "Confidential Information does not include information that the Receiving Party can show by written records: (a) is or becomes publicly available through no act or omission of the Receiving Party; (b) was lawfully known to the Receiving Party without a duty of confidentiality before it was received from the Disclosing Party; (c) is lawfully received from a third party who is free to disclose it without restriction; or (d) is independently developed by the Receiving Party without use of or reference to the Disclosing Party's Confidential Information.",
        'Information does not fall within these exclusions merely because individual parts of it are public or known to the Receiving Party, unless the combination itself is public or known.',
      ],
    },
    {
      number: 4,
      heading: 'Obligations of the Receiving Party',
      paragraphs: [
        'The Receiving Party shall: (a) use Confidential Information only for the Purpose; (b) not disclose it to anyone except as allowed by Clause 5 or Clause 6; (c) protect it with at least the same degree of care it uses for its own information of a similar kind, and in no case less than reasonable care; and (d) not copy, reverse engineer, decompile or analyze the composition of any prototype, sample or software received, except as the Purpose requires.',
        'The Receiving Party shall notify the Disclosing Party promptly in writing if it becomes aware of any unauthorized use or disclosure of Confidential Information, and shall cooperate reasonably to limit the harm and prevent it from happening again.',
      ],
    },
    {
      number: 5,
      heading: 'Permitted Disclosure',
      paragraphs: [
        'The Receiving Party may disclose Confidential Information to its employees, officers, contractors and professional advisers who need to know it for the Purpose, provided that each of them is bound by written or professional duties of confidentiality at least as protective as those in this Agreement.',
        'The Receiving Party remains responsible for any act or omission of those persons that would breach this Agreement if it were done by the Receiving Party itself.',
      ],
    },
    {
      number: 6,
      heading: 'Disclosure Required by Law',
      paragraphs: [
        'If the Receiving Party is required by law, regulation, subpoena or court order to disclose Confidential Information, it may do so, provided that, where legally permitted, it first gives the Disclosing Party prompt written notice so that the Disclosing Party can seek a protective order or other remedy, and it discloses only the portion of the information that it is legally required to disclose.',
      ],
    },
    {
      number: 7,
      heading: 'Export-Controlled Information',
      paragraphs: [
        'A Disclosing Party that shares technical data subject to the International Traffic in Arms Regulations or other US export control laws shall identify that data as export-controlled before or at the time of disclosure.',
        'The Receiving Party shall handle export-controlled data in accordance with those laws, including by limiting access to persons who are authorized to receive it, and shall not export, re-export or transfer it except as the laws permit.',
      ],
    },
    {
      number: 8,
      heading: 'Term',
      paragraphs: [
        'This Agreement begins on the Effective Date and remains in force for five (5) years. Either party may stop making further disclosures at any time by giving written notice to the other.',
        'The obligations in this Agreement apply to all Confidential Information received during the term and continue until the end of the five (5) year term, even if the parties stop working together earlier. Information that qualifies as a trade secret under applicable law remains protected for as long as it keeps that status.',
      ],
    },
    {
      number: 9,
      heading: 'Return or Destruction',
      paragraphs: [
        'On the written request of the Disclosing Party, or when this Agreement ends, the Receiving Party shall promptly return or destroy all Confidential Information in its possession or control, including all copies, notes and extracts, and shall confirm in writing that it has done so.',
        'The Receiving Party may keep copies that it is required to retain by law or by its quality system record-keeping rules, and copies held in routine electronic backups that cannot reasonably be deleted, provided that it continues to protect them under this Agreement for as long as they are kept.',
      ],
    },
    {
      number: 10,
      heading: 'No License',
      paragraphs: [
        'All Confidential Information remains the property of the Disclosing Party. Nothing in this Agreement grants the Receiving Party any license or other right in any patent, copyright, trade secret, trademark or other intellectual property of the Disclosing Party, except the limited right to use Confidential Information for the Purpose.',
      ],
    },
    {
      number: 11,
      heading: 'No Warranty',
      paragraphs: [
        'Confidential Information is provided "as is". Neither party makes any representation or warranty, express or implied, about the accuracy, completeness or fitness for purpose of the Confidential Information it discloses, and neither party is liable for the other party\'s use of it, except as expressly agreed in a separate written contract.',
      ],
    },
    {
      number: 12,
      heading: 'No Obligation to Proceed',
      paragraphs: [
        'This Agreement does not oblige either party to disclose any particular information, to enter into any further agreement, or to purchase or provide any product or service. Any order, quotation or services arrangement will be governed by its own written terms.',
      ],
    },
    {
      number: 13,
      heading: 'Remedies and Injunctive Relief',
      paragraphs: [
        "Each party acknowledges that unauthorized use or disclosure of the other party's Confidential Information may cause harm that money damages alone cannot adequately repair.",
        'Accordingly, in addition to any other remedy available to it, the Disclosing Party is entitled to seek injunctive relief, specific performance or other equitable relief to prevent or stop a breach or threatened breach of this Agreement, without having to prove actual damages and, to the extent permitted by law, without posting a bond.',
      ],
    },
    {
      number: 14,
      heading: 'Governing Law',
      paragraphs: [
        'This Agreement is governed by and shall be interpreted in accordance with the laws of the State of Georgia, without regard to its conflict of laws rules.',
      ],
    },
    {
      number: 15,
      heading: 'Dispute Resolution and Venue',
      paragraphs: [
        'The parties shall first try in good faith to resolve any dispute arising out of or relating to this Agreement through discussion between representatives with authority to settle it.',
        "Any dispute that is not resolved in that way shall be settled by binding arbitration held in Atlanta, Georgia, before a single arbitrator. The arbitrator's award is final and may be entered as a judgment in any court of competent jurisdiction.",
        'Nothing in this Clause prevents either party from seeking the equitable relief described in Clause 13 from a court. For that purpose, each party consents to the jurisdiction of the state and federal courts located in Atlanta, Georgia.',
      ],
    },
    {
      number: 16,
      heading: 'Entire Agreement',
      paragraphs: [
        'This Agreement is the complete and exclusive agreement between the parties about its subject matter and replaces all earlier discussions and understandings about it. It may be amended only in a written document signed by authorized representatives of both parties.',
        'If any provision of this Agreement is held unenforceable, the remaining provisions stay in full effect. A failure or delay in enforcing any right is not a waiver of that right. Neither party may assign this Agreement without the prior written consent of the other, except to a successor to substantially all of its business.',
      ],
    },
    {
      number: 17,
      heading: 'Counterparts and Signatures',
      paragraphs: [
        'This Agreement may be signed in counterparts, each of which is an original and all of which together form one agreement. Signatures delivered electronically or by scanned copy are as binding as original signatures.',
        'Each person signing below confirms that he or she is authorized to sign this Agreement on behalf of the party for which he or she signs.',
      ],
    },
  ],
  signatureBlock: {
    intro: 'Signed by the authorized representatives of the parties, effective as of the Effective Date.',
    signatureOf: 'Signature of',
    blankField: 'to be completed on signature',
    signatories: [
      { party: company, fields: ['Signature', 'Name', 'Title', 'Date'] },
      { party: 'The Client', fields: ['Company name', 'Signature', 'Name', 'Title', 'Date'] },
    ],
  },
};
