import { centreDetails } from "./centre-details.ts";
import type { StatuteText } from "./types.ts";

const d = centreDetails.en;

/**
 * English translation of the Italian statute, for members and visitors who do not read Italian.
 * It mirrors the Italian file article by article and paragraph by paragraph; Italian legal terms
 * without an exact English equivalent are kept in Italian, in brackets, the first time they occur.
 */
export const statuteEn: StatuteText = {
  lang: "en",
  fileName: "statute-agora-aps-en.pdf",
  metaTitle: "Statute of Associazione Agorà APS (English translation — the Italian text prevails)",
  subject:
    "English translation of the statute of the social promotion association Agorà (Legislative Decree 117 of 3 July 2017)",
  keywords: "statute, social promotion association, APS, third sector, Agorà, translation",
  kicker: "Social promotion association · Legislative Decree 117 of 3 July 2017",
  title: "Statute of Associazione Agorà APS",
  subtitle: "English translation — the Italian text prevails",
  details: [
    `Registered seat: ${d.seatAddress}, ${d.municipality}, Italy`,
    `Tax code (codice fiscale): ${d.taxCode}`,
    `Entered in the Single National Register of the Third Sector (RUNTS), section “Social promotion associations”, no. ${d.runtsNumber}`,
    `Statute approved by the constitutive assembly of ${d.constitutiveAssemblyDate}`,
  ],
  note: "This is a courtesy translation of the Italian statute (Statuto). Only the Italian text is legally binding: in case of any difference between the two versions, the Italian text prevails.",
  articleLabel: "Article",
  runningHeader: "Statute of Associazione Agorà APS — English translation",
  pageLabel: (page, total) => `Page ${page} of ${total}`,
  articles: [
    {
      title: "Name, registered seat and duration",
      clauses: [
        {
          text: "Pursuant to the Italian Civil Code and to Legislative Decree 117 of 3 July 2017 (the Third Sector Code, hereinafter the “Code”), an association is established under the name “Associazione Agorà – Associazione di promozione sociale”, in short “Associazione Agorà APS” (hereinafter the “Association”).",
        },
        {
          text: "The Association uses the acronym “APS”, or the words “associazione di promozione sociale” (social promotion association), in its deeds, correspondence and communications to the public, and acquires the status of a third sector entity upon entry in the Single National Register of the Third Sector (hereinafter “RUNTS”), section “Social promotion associations”.",
        },
        {
          text: `The Association has its registered seat in the Municipality of ${d.municipality}, at ${d.seatAddress}. Moving the registered seat within the same Municipality is not an amendment of this statute; it is resolved by the Board of Directors and notified to the RUNTS and to the other competent offices.`,
        },
        {
          text: "The Board of Directors may establish operational and secondary premises, also in other Municipalities.",
        },
        { text: "The duration of the Association is unlimited." },
      ],
    },
    {
      title: "Purpose and aims",
      clauses: [
        {
          text: "The Association pursues, without profit, civic, solidarity and social-benefit aims by carrying out, exclusively or mainly, the activities of general interest listed in Article 3, for the benefit of its members, their families or third parties, relying mainly on the voluntary work of its members.",
        },
        {
          text: "In particular, by running the multifunctional cultural centre “Agorà”, the Association intends to offer the community an open place for meeting, creating and enjoying culture, which fosters the active participation of people of every age and background, cultural and civic growth, social cohesion and exchange between generations and cultures.",
        },
        {
          text: "The Association is independent of political parties and religious denominations. Its rules are inspired by the principles of democracy, equal rights for all members, equal opportunities and elected offices.",
        },
      ],
    },
    {
      title: "Activities of general interest",
      clauses: [
        {
          text: "To pursue its aims, the Association carries out the following activities of general interest, as listed in Article 5(1) of the Code:",
          items: [
            "organising and managing cultural, artistic or recreational activities of social interest, such as concerts, theatre and dance performances, film screenings, exhibitions, book presentations, talks, seasons and festivals, including activities, publishing included, that promote and spread culture and the practice of volunteering (letter i);",
            "education, instruction and training, as well as cultural activities of social interest with an educational purpose, such as courses, laboratories, workshops and seminars in music, the visual and performing arts, writing, photography, languages and new media (letter d);",
            "out-of-school education aimed at preventing early school leaving, at educational and training success, at preventing bullying and at fighting educational poverty (letter l);",
            "protecting and enhancing the cultural heritage and the landscape, also through research, documentation and dissemination of the history and traditions of the local area (letter f);",
            "organising and managing tourism activities of social and cultural interest, such as guided tours and cultural itineraries (letter k);",
            "promoting a culture of lawfulness, peace among peoples, non-violence and unarmed defence (letter v);",
            "promoting and protecting human, civil, social and political rights, promoting equal opportunities and mutual-aid initiatives, including time banks (letter w);",
            "humanitarian reception and social integration of migrants, also through Italian language courses and intercultural activities (letter r);",
            "charity and solidarity initiatives, including the provision of money, goods or services to support disadvantaged people or activities of general interest (letter u).",
          ],
        },
        {
          text: "Within the activities referred to in paragraph 1, the Association may, among other things: run premises it owns or that public or private bodies make available to it; keep a library, a media library and spaces for study and rehearsal; produce publications and content, also in digital form; run online services and platforms for the participation of members and the public; cooperate with public bodies, schools, universities, third sector entities and other public and private parties, also by entering into agreements under Article 56 of the Code and taking part in the co-planning and co-design procedures of Article 55 of the Code; join national and international networks and bodies with similar aims.",
        },
      ],
    },
    {
      title: "Other activities and fundraising",
      clauses: [
        {
          text: "Under Article 6 of the Code, the Association may carry out activities other than those of general interest, provided that they are secondary and instrumental to the latter, according to the criteria and limits set by the law in force, such as serving food and drinks during the Association's activities, selling publications and materials related to its initiatives, sponsorships and the temporary letting of premises and equipment.",
        },
        {
          text: "The Board of Directors identifies such other activities and documents their secondary and instrumental nature in the financial statements, under Article 13(6) of the Code.",
        },
        {
          text: "To fund its activities of general interest, the Association may carry out fundraising, also in an organised and continuous form, by appealing to the public or by selling or providing goods or services of modest value, in compliance with the principles of truthfulness, transparency and fairness towards supporters and the public, under Article 7 of the Code.",
        },
      ],
    },
    {
      title: "Non-profit nature",
      clauses: [
        {
          text: "The Association is non-profit. Its assets, including any revenues, income, proceeds and receipts however named, are used exclusively to carry out its statutory activities, for the sole pursuit of civic, solidarity and social-benefit aims.",
        },
        {
          text: "Any distribution, even indirect, of profits, operating surpluses, funds and reserves however named to founders, members, workers and collaborators, directors and other members of the Association's bodies is forbidden, also in the event of withdrawal or of any other individual termination of membership, under Article 8(2) and (3) of the Code.",
        },
        {
          text: "Any operating surplus is used to carry out the institutional activities and those directly connected with them.",
        },
      ],
    },
    {
      title: "Members and admission",
      clauses: [
        {
          text: "Natural persons who share the aims of the Association and undertake to comply with this statute, as well as other social promotion associations, may become members. Other third sector or non-profit entities may also be admitted, within the limits set by Article 35(3) of the Code.",
        },
        {
          text: "No limitation based on economic conditions and no discrimination of any kind is allowed in the admission of members. The number of members is unlimited; if it falls below seven, it must be restored within one year.",
        },
        {
          text: "The application for membership, which may also be submitted online through the services made available by the Association, contains the applicant's personal and identification data, the declaration that the applicant accepts this statute and the regulations, and the acknowledgement of the privacy notice on the processing of personal data. Applications by minors are submitted by the persons exercising parental responsibility.",
        },
        {
          text: "The Board of Directors decides on the application and may entrust the verification of the requirements to one or more directors or to appointed persons. The admission is notified to the applicant and recorded in the register of members.",
        },
        {
          text: "Within sixty days, the Board of Directors must state the reasons for rejecting an application and notify the applicant, who may, within sixty days of the notification, ask that the Assembly decide on the application at its next meeting.",
        },
        {
          text: "Membership may not be temporary, without prejudice to the provisions of Article 7 on the renewal of the membership card.",
        },
      ],
    },
    {
      title: "Membership card and membership fee",
      clauses: [
        {
          text: "Each member receives a membership card (tessera), also in digital form, attesting membership of the Association. The card is valid for two years from the date of issue and is renewed by paying the membership fee.",
        },
        {
          text: "The amount of the membership fee is set by the Board of Directors. The Board may set different fees for categories of members or for types of card relating to different areas of activity, such as events and courses, provided that such differences in no way affect members' rights.",
        },
        {
          text: "The membership fee is personal, cannot be transferred in any way, whether between living persons or upon death, is not subject to revaluation and is not refundable in the event of the member's withdrawal, lapse, expulsion or death.",
        },
        {
          text: "A member who does not renew the card within sixty days of its expiry loses membership by lapse, as provided by Article 9.",
        },
      ],
    },
    {
      title: "Rights and duties of members",
      clauses: [
        {
          text: "All members have equal rights and duties. In particular, members have the right to:",
          items: [
            "take part in the activities and initiatives promoted by the Association, as established by the regulations;",
            "take part in the Assembly and vote there under the conditions of Article 12, including on the approval and amendment of the statute and the regulations and on the appointment of the Association's bodies;",
            "elect the Association's bodies and, if of age, be elected to them;",
            "be informed about the Association's activities and examine its corporate books as provided by Article 18;",
            "withdraw from the Association at any time.",
          ],
        },
        {
          text: "Members have the duty to:",
          items: [
            "comply with this statute, the regulations and the resolutions of the Association's bodies;",
            "pay the membership fee within the set terms;",
            "behave correctly and respectfully towards other members, the public and workers, and take care of the Association's premises and property;",
            "refrain from acts that damage the interests, name or image of the Association.",
          ],
        },
        {
          text: "Activities carried out by members for the Association are, as a rule, voluntary and unpaid, as provided by Article 10.",
        },
      ],
    },
    {
      title: "Loss of membership",
      clauses: [
        { text: "Membership is lost by withdrawal, lapse, expulsion or death." },
        {
          text: "A member may withdraw at any time by giving written notice, also by e-mail, to the Board of Directors. Withdrawal takes effect on the date the notice is received.",
        },
        {
          text: "A member who has not renewed the card within sixty days of its expiry loses membership by lapse. The lapse is recorded in the register of members without further formalities.",
        },
        {
          text: "A member may be expelled for serious reasons, in particular for serious or repeated breaches of the statute, the regulations or the resolutions of the Association's bodies, for causing moral or material damage to the Association, or for conduct incompatible with its aims.",
        },
        {
          text: "Expulsion is resolved by the Board of Directors after notifying the charges in writing and allowing the member to submit a defence within a period of not less than fifteen days. The reasoned resolution is notified to the member, who may appeal to the Assembly within thirty days; until the Assembly decides, the member is suspended. The right to apply to the courts under Article 24 of the Civil Code is unaffected.",
        },
        {
          text: "Members who have ceased to belong to the Association for any reason may not reclaim the contributions paid and have no right to the Association's assets.",
        },
      ],
    },
    {
      title: "Volunteers and workers",
      clauses: [
        {
          text: "The Association relies mainly on the voluntary work of its members, who give it personally, spontaneously and free of charge, without any profit motive, even indirect, and exclusively for purposes of solidarity.",
        },
        {
          text: "Volunteers may not be paid in any way, not even by the beneficiary. Volunteers may only be reimbursed for expenses actually incurred and documented for the activity performed, within the maximum limits and under the conditions set in advance by the Board of Directors; flat-rate reimbursements are forbidden. Expenses may also be reimbursed against a self-declaration, within the limits and under the conditions of Article 17(4) of the Code.",
        },
        {
          text: "The status of volunteer is incompatible with any form of employment or self-employment and with any other paid working relationship with the Association.",
        },
        {
          text: "The Association enters in a dedicated register the volunteers who work on a non-occasional basis and insures them against accidents and illnesses connected with their voluntary work, as well as for civil liability towards third parties, under Article 18 of the Code.",
        },
        {
          text: "The Association may hire employees or use self-employed or other work, also by its members, only when this is necessary to carry out its activities of general interest and pursue its aims, within the limits of Article 36 of the Code. Workers receive pay and conditions no less favourable than those set by collective agreements, under Article 16 of the Code.",
        },
      ],
    },
    {
      title: "Bodies of the Association",
      clauses: [
        {
          text: "The bodies of the Association are:",
          items: [
            "the Assembly of members;",
            "the Board of Directors (Consiglio direttivo);",
            "the President;",
            "the Supervisory Body (Organo di controllo), when its appointment is required by law or resolved by the Assembly.",
          ],
        },
        {
          text: "Offices in the Association are elected and unpaid, except for the reimbursement of expenses actually incurred and documented in the performance of the office. The members of the Supervisory Body and the statutory auditor may receive a fee, within the limits of Article 8(3)(a) of the Code.",
        },
        {
          text: "Meetings of collective bodies may also be held by telecommunication, provided that it is possible to verify the identity of the participants, to let them follow the discussion and speak in real time, and to ensure that votes are properly taken.",
        },
      ],
    },
    {
      title: "Assembly of members",
      clauses: [
        {
          text: "The Assembly consists of all members. Members who are of age, have been entered in the register of members for at least three months and have renewed their card are entitled to vote; each has one vote.",
        },
        {
          text: "Each member may be represented by another member by written proxy. No member may hold more than three proxies, or five if the Association has at least five hundred members. Directors do not vote on resolutions approving the financial statements or concerning their own liability.",
        },
        {
          text: "The Assembly is called by the President at least once a year, within four months of the end of the financial year, to approve the financial statements. It is also called whenever the Board of Directors deems it appropriate, or when at least one tenth of the members or the Supervisory Body make a reasoned request.",
        },
        {
          text: "The notice of meeting, stating the agenda, the place, date and time of the first and second call and any arrangements for remote participation, is sent to members at least eight days before the meeting by e-mail or other suitable means, published on the Association's website and posted at its seat.",
        },
        {
          text: "The Assembly is chaired by the President or, in the President's absence, by the Vice-President or by a member designated by those present. Minutes of each meeting are signed by the chair and the secretary of the meeting and entered in the book of meetings and resolutions of the Assembly.",
        },
      ],
    },
    {
      title: "Powers and resolutions of the Assembly",
      clauses: [
        {
          text: "The ordinary Assembly:",
          items: [
            "appoints and dismisses the members of the Board of Directors;",
            "appoints and dismisses, where required, the members of the Supervisory Body and the person in charge of the statutory audit of the accounts;",
            "approves the financial statements and, where required, the social report;",
            "resolves on the liability of the members of the Association's bodies and brings liability actions against them;",
            "decides on requests against the rejection of membership applications and on appeals against expulsions;",
            "approves any rules of procedure for its meetings;",
            "resolves on the other matters assigned to it by law or by this statute.",
          ],
        },
        {
          text: "The extraordinary Assembly resolves on amendments to the deed of incorporation and to the statute and on the dissolution, transformation, merger or demerger of the Association.",
        },
        {
          text: "The ordinary Assembly is quorate at first call when half plus one of the members entitled to vote are present, also by proxy, and at second call whatever the number of those present; it resolves by a majority of votes.",
        },
        {
          text: "Amendments to the deed of incorporation and to the statute, and transformation, merger or demerger, require at first call the presence of at least three quarters of the members entitled to vote and the favourable vote of the majority of those present; at second call, the presence of at least one third of the members entitled to vote and the favourable vote of at least two thirds of those present.",
        },
        {
          text: "The dissolution of the Association and the devolution of its assets require the favourable vote of at least three quarters of the members entitled to vote.",
        },
      ],
    },
    {
      title: "Board of Directors",
      clauses: [
        {
          text: "The Board of Directors is the governing body of the Association. It consists of an odd number of members, from three to seven, set by the Assembly and elected by it from among the members who are of age.",
        },
        {
          text: "Directors hold office for three financial years, their term ends on the date of the Assembly called to approve the financial statements for the last year of office, and they may be re-elected. Persons in the situations described in Article 2382 of the Civil Code may not be elected and, if elected, lose office.",
        },
        {
          text: "If one or more directors leave office during the term, the Board replaces them with the first non-elected candidates or, failing these, by co-option; directors so appointed remain in office until the next Assembly. If the majority of directors leave office, the whole Board lapses and the President or, failing the President, the eldest director calls the Assembly without delay to elect a new Board.",
        },
        {
          text: "The Board of Directors elects the President, the Vice-President and the Treasurer from among its members, and may appoint a Secretary, also from outside the Board.",
        },
        {
          text: "The Board of Directors has all powers of ordinary and extraordinary administration that the law or this statute do not reserve to the Assembly. In particular, it:",
          items: [
            "implements the resolutions of the Assembly and plans the Association's activities;",
            "decides on the admission, lapse and expulsion of members;",
            "sets the amount of the membership fee;",
            "prepares the financial statements and, where required, the social report, to be submitted to the Assembly;",
            "identifies the other activities under Article 4;",
            "adopts internal regulations on the use of the premises, the conduct of activities and the participation of members and the public;",
            "decides on hiring staff and awarding assignments, within the limits of Article 10;",
            "keeps the corporate books within its competence.",
          ],
        },
        {
          text: "The Board of Directors meets when called by the President, as a rule at least four times a year, and whenever at least one third of the directors so request. It is quorate when the majority of directors are present and resolves by a majority of those present; in the event of a tie, the chair has the casting vote. Minutes of each meeting are entered in the book of meetings and resolutions of the Board of Directors.",
        },
        {
          text: "The Board of Directors may delegate specific tasks to individual directors or to working committees, which may include members who do not sit on the Board, setting their limits.",
        },
      ],
    },
    {
      title: "President, Vice-President and Treasurer",
      clauses: [
        {
          text: "The President is the legal representative of the Association towards third parties and in court. Limitations on the power of representation cannot be relied on against third parties unless they are entered in the RUNTS or it is proven that the third parties were aware of them.",
        },
        {
          text: "The President calls and chairs the Assembly and the Board of Directors, sees to the implementation of their resolutions and oversees the proper running of the Association. In urgent cases the President may take the necessary measures, submitting them for ratification to the Board of Directors at its next meeting.",
        },
        {
          text: "The President remains in office for as long as the Board of Directors and may be re-elected. In case of absence or impediment, the President is replaced by the Vice-President.",
        },
        {
          text: "The Treasurer manages the cash and keeps the accounts, carries out cash checks and assists the Board of Directors in preparing the financial statements.",
        },
      ],
    },
    {
      title: "Supervisory Body and statutory audit",
      clauses: [
        {
          text: "The Assembly appoints a Supervisory Body, which may consist of a single member, when the limits set by Article 30 of the Code are exceeded, or in any case when it deems it appropriate. Its members are chosen from the categories of persons referred to in Article 2397, second paragraph, of the Civil Code; if the body has more than one member, at least one of them must meet these requirements. Article 2399 of the Civil Code applies to its members.",
        },
        {
          text: "The Supervisory Body oversees compliance with the law and the statute and with the principles of sound administration, as well as the adequacy of the organisational, administrative and accounting structure and its actual functioning. It also monitors the pursuit of civic, solidarity and social-benefit aims and certifies that any social report has been drawn up in accordance with the ministerial guidelines.",
        },
        {
          text: "The members of the Supervisory Body may at any time, also individually, carry out inspections and checks and, to that end, ask the directors for information on the progress of the Association's activities or on specific matters.",
        },
        {
          text: "When the limits set by Article 31 of the Code are exceeded, the Assembly appoints a statutory auditor or an audit firm entered in the relevant register. The statutory audit may be entrusted to the Supervisory Body if it consists of statutory auditors entered in that register.",
        },
        {
          text: "The Supervisory Body and the statutory auditor hold office for three financial years and may be re-appointed.",
        },
      ],
    },
    {
      title: "Assets, financial year and financial statements",
      clauses: [
        {
          text: "The assets of the Association consist of the movable and immovable property it owns, of donations, gifts and bequests intended to increase them, and of reserve funds.",
        },
        {
          text: "The income of the Association consists of:",
          items: [
            "membership fees and contributions from members;",
            "contributions from private parties, the State, public bodies and institutions, the European Union and international organisations, also to support specific projects;",
            "donations, gifts and testamentary bequests;",
            "fees and proceeds from activities of general interest, including those carried out under agreements with public bodies;",
            "proceeds from other activities and from fundraising;",
            "income from assets;",
            "allocations of the five per thousand of income tax (cinque per mille) and any other income allowed by law.",
          ],
        },
        {
          text: "The financial year begins on 1 January and ends on 31 December of each year.",
        },
        {
          text: "Within four months of the end of the financial year, the Board of Directors submits to the Assembly for approval the financial statements, drawn up under Article 13 of the Code and consisting of the balance sheet, the management report of income and expenditure and the mission report or, where the law allows, of a cash-basis statement. The approved financial statements are filed with the RUNTS by 30 June of each year.",
        },
        {
          text: "When the legal requirements are met, the Association draws up a social report under Article 14 of the Code and publishes it on its website.",
        },
      ],
    },
    {
      title: "Corporate books",
      clauses: [
        {
          text: "The Association keeps:",
          items: [
            "the register of members, kept by the Board of Directors;",
            "the register of volunteers who work on a non-occasional basis, kept by the Board of Directors;",
            "the book of meetings and resolutions of the Assembly, in which minutes drawn up by public deed are also entered, kept by the Board of Directors;",
            "the book of meetings and resolutions of the Board of Directors, kept by the Board itself;",
            "the book of meetings and resolutions of the Supervisory Body, if appointed, kept by that body.",
          ],
        },
        {
          text: "The corporate books may also be kept in electronic form, in compliance with the law in force. The personal data they contain are processed in accordance with Regulation (EU) 2016/679.",
        },
        {
          text: "Members are entitled to examine the corporate books by making a written request to the Board of Directors, which allows them to be consulted at the seat within thirty days of the request; members may take copies at their own expense.",
        },
      ],
    },
    {
      title: "Dissolution and devolution of assets",
      clauses: [
        {
          text: "The dissolution of the Association is resolved by the extraordinary Assembly with the majority required by Article 13(5). The Assembly appoints one or more liquidators, who need not be members, and determines their powers.",
        },
        {
          text: "In the event of extinction or dissolution, the remaining assets are devolved, subject to the favourable opinion of the RUNTS Office referred to in Article 45(1) of the Code and unless the law requires otherwise, to other third sector entities pursuing similar aims, chosen by the Assembly in the resolution to dissolve, preferably among the social promotion associations working in the cultural field in the same area, or, failing that, to Fondazione Italia Sociale, under Article 9 of the Code.",
        },
        {
          text: "Any devolution of the remaining assets made without the opinion, or in breach of it, is null and void.",
        },
        {
          text: "Under no circumstances may the remaining assets be distributed to members, directors or other members of the Association's bodies.",
        },
      ],
    },
    {
      title: "Final provisions",
      clauses: [
        {
          text: "For all matters not provided for in this statute, the provisions of the Code and its implementing measures apply, together with, insofar as compatible, the rules of the Civil Code and the other relevant laws.",
        },
        {
          text: "The provisions of this statute that presuppose entry in the RUNTS apply from the date on which the Association is entered in it.",
        },
        {
          text: "The Board of Directors may adopt regulations implementing this statute; they may not conflict with it and are brought to the members' attention by publication on the Association's website. The rules of procedure for meetings of the Assembly are approved by the Assembly.",
        },
        {
          text: `This statute was approved by the constitutive assembly of ${d.constitutiveAssemblyDate} and comes into force on the date of its approval.`,
        },
      ],
    },
  ],
};
