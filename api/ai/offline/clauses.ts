// Where a prompt may be cut without cutting a phrase, per language: the words that open a new
// clause (conjunctions), the words that open a phrase inside one (prepositions, a weaker cut), and
// the words a caption must never end on (articles, prepositions, possessives, conjunctions,
// auxiliaries; particles for ja/zh/th). German and Dutch clauses put their verb last, so there a
// phrase may end on "ist" or "is" (and Dutch "zijn" is also "to be"). A prompt is read with the
// lists of the language it is written in.

type WordLists = {
  clause: string;
  phrase: string;
  dangling: string;
  /**
   * German and Dutch: the finite verbs of a main clause, whose place is second ("Mein Gehalt war
   * nach zwei Tagen weg"). A clause may end on one (the verb of a "wenn …" clause comes last), a
   * phrase cut before a preposition may not: "Mein Gehalt war" says nothing.
   */
  secondPlaceVerbs?: string;
};

const LISTS: Readonly<Record<string, WordLists>> = {
  en: {
    clause: 'and but because when whenever while so or though although since if until unless whereas which who that then',
    phrase: 'to for with from in on at by about into onto after before during without instead like of over under through',
    dangling:
      "a an the my your his her its our their this these those to in on at of for with from by about into onto as and or but so than because when while if is are was were be been being am will would can could should have has had do does did not very just really i'm i've i'll i'd",
  },
  es: {
    clause: 'y e pero porque cuando mientras aunque si o u ni pues entonces que',
    phrase: 'a en con por para sin sobre de desde hasta durante después antes',
    dangling:
      'el la los las un una unos unas mi mis tu tus su sus de del a al en con por para sin sobre y e o u que muy es son está están sigue siguen además cerca lejos encima antes después',
  },
  pt: {
    clause: 'e mas porque quando enquanto embora se ou então que',
    phrase: 'a em com por para sem sobre de desde até durante depois antes',
    dangling: 'o a os as um uma uns umas meu minha meus minhas seu sua de do da dos das em no na nos nas com por para sem e ou que muito é',
  },
  fr: {
    clause: 'et mais parce quand pendant lorsque puisque si ou donc car que qui',
    phrase: 'à au aux en dans sur avec pour par sans de du des chez après avant depuis pendant vers contre entre',
    // … and the first half of a compound preposition ("au lieu de", "à cause de") or an "is still"
    // without what it still is ("mon colis est toujours").
    dangling:
      "le la les l' un une des du de d' mon ma mes ton ta tes son sa ses à au aux en dans sur avec pour par sans et ou que qui très est lieu cause grâce lors afin près beaucoup trop toujours encore",
  },
  de: {
    clause: 'und aber weil wenn während obwohl dass oder denn als ob sondern',
    phrase: 'zu in im am an auf mit für von vom bei beim aus nach um über unter ohne vor',
    dangling:
      'der die das den dem des ein eine einen einem einer mein meine meinen meinem meiner dein deine sein seine ihr ihre zu in im am an auf mit für von vom bei aus nach um und oder aber dass sehr',
    secondPlaceVerbs: 'ist sind war waren bin bist hat haben hatte hatten wird werden wurde wurden kann können muss müssen will wollen',
  },
  it: {
    clause: 'e ed ma perché quando mentre anche se o oppure poi che',
    phrase: 'a in con per su da di tra fra senza dopo prima durante',
    dangling:
      "il lo la i gli le l' un uno una un' mio mia miei mie tuo tua suo sua di del della dei delle a al alla in nel nella con per su da e ed o che molto è",
  },
  nl: {
    clause: 'en maar omdat wanneer als terwijl hoewel dat of want toen',
    phrase: 'in op aan met voor naar bij om te van over zonder na tijdens',
    dangling: 'de het een mijn jouw je haar ons onze hun van in op aan met voor naar bij om te en of dat maar heel',
    secondPlaceVerbs: 'is zijn was waren ben bent heeft hebben had hadden wordt worden werd werden kan kunnen moet moeten wil willen',
  },
  sv: {
    clause: 'och men eftersom när medan fast att eller så',
    phrase: 'till i på av för med om från utan efter före',
    dangling: 'en ett den det de min mitt mina din ditt sin till i på av för med om från och eller att men mycket är',
  },
  da: {
    clause: 'og men fordi når mens selvom at eller så',
    phrase: 'til i på af for med om fra uden efter før',
    dangling: 'en et den det de min mit mine din dit sin til i på af for med om fra og eller at men meget er',
  },
  no: {
    clause: 'og men fordi når mens selv om at eller så',
    phrase: 'til i på av for med om fra uten etter før',
    dangling: 'en et ei den det de min mitt mine din ditt sin til i på av for med om fra og eller at men veldig er',
  },
  fi: {
    clause: 'ja mutta koska kun vaikka että tai joten jos',
    phrase: '',
    dangling: 'ja mutta koska kun vaikka että tai joten jos minun sinun hänen meidän on',
  },
  pl: {
    clause: 'i ale bo ponieważ kiedy gdy gdyż że lub albo więc chociaż jeśli',
    phrase: 'w we z ze na do od o dla po przez przy za bez przed',
    dangling: 'w we z ze na do od o dla po przez przy za bez przed mój moja moje moi mojego i a ale że lub bo jest',
  },
  cs: {
    clause: 'a ale protože když zatímco že nebo takže i jestli',
    phrase: 'v ve z ze na do od o pro po přes při za bez před',
    dangling: 'v ve z ze na do od o pro po přes při za bez před můj moje moji mého a i ale že nebo je',
  },
  hu: { clause: 'és de mert amikor míg hogy vagy pedig ha', phrase: '', dangling: 'a az egy és de mert hogy vagy ha az én nagyon' },
  ro: {
    clause: 'și dar pentru când deși că sau iar dacă',
    phrase: 'la în pe cu pentru din de fără după înainte',
    dangling: 'un o unui unei meu mea mei mele de la în pe cu pentru din fără și sau că dar foarte este',
  },
  bg: {
    clause: 'и но защото когато докато че или ако а',
    phrase: 'в във на за с със от до по при към без след преди',
    dangling: 'в във на за с със от до по при към без моят моята моето моите и или че но а е',
  },
  ru: {
    clause: 'и но потому когда пока хотя что или а если чтобы',
    phrase: 'в во на за с со от до по к ко у о об при из без после перед через',
    dangling: 'в во на за с со от до по к ко у о об при из без мой моя моё мои и или что а но очень',
  },
  uk: {
    clause: 'і й та але бо тому коли поки хоча що або якщо щоб а',
    phrase: 'в у на за з зі від до по о при із без після перед через',
    dangling: 'в у на за з зі від до по о при із без мій моя моє мої і й та або що а але дуже',
  },
  el: {
    clause: 'και αλλά γιατί επειδή όταν ενώ ότι ή αν',
    phrase: 'σε στο στη στην στον στα με για από χωρίς μετά πριν',
    dangling: 'ο η το οι τα τον την του της ένας μια ένα μου σου σε στο στη στην στον με για από και ή ότι αλλά είναι πολύ',
  },
  tr: { clause: 've ama çünkü iken ki veya ya eğer fakat', phrase: '', dangling: 'bir ve ama çünkü ki veya ya eğer fakat benim senin onun çok' },
  id: {
    clause: 'dan tetapi tapi karena ketika saat sementara walaupun meskipun atau jika kalau',
    phrase: 'di ke dari dengan untuk pada tanpa setelah sebelum',
    dangling: 'di ke dari dengan untuk pada tanpa yang dan atau tapi tetapi karena si sang para sangat',
  },
  ms: {
    clause: 'dan tetapi tapi kerana ketika semasa apabila sementara walaupun atau jika kalau',
    phrase: 'di ke dari dengan untuk pada tanpa selepas sebelum',
    dangling: 'di ke dari dengan untuk pada tanpa yang dan atau tapi tetapi kerana si sang para sangat',
  },
  fil: {
    clause: 'at pero dahil kapag habang kahit o kung nang',
    phrase: 'sa para mula',
    dangling: 'ang ng sa mga si ni kay at o na pero dahil kapag kung ko mo para',
  },
  vi: {
    clause: 'và nhưng vì khi trong khi mặc dù rằng hoặc nếu nên',
    phrase: 'của với cho ở trong tại từ để sau trước',
    dangling: 'của và với cho ở trong tại từ để những các một cái rằng hoặc nhưng vì khi nếu rất',
  },
  ar: {
    clause: 'لكن لكنّ لأن لان عندما لما بينما أو إذا لو حين حيث ثم بس',
    phrase: 'في من إلى على عن مع بدون بعد قبل',
    dangling: 'في من إلى الى على عن مع بدون يا أن إن لا و أو ثم لكن لأن عندما',
  },
  fa: {
    clause: 'و اما ولی چون چونکه وقتی یا اگر تا',
    phrase: 'در از به با برای بدون بعد قبل',
    dangling: 'در از به با برای بدون تا و یا که را این آن اما ولی چون اگر',
  },
  he: { clause: 'אבל כי כאשר בזמן או אם אז', phrase: 'של עם על אל בלי אחרי לפני', dangling: 'של את עם על אל בלי אחרי לפני ו או אבל כי אם גם מאוד' },
  ur: { clause: 'اور لیکن مگر کیونکہ جب جبکہ کہ یا اگر', phrase: '', dangling: 'اور لیکن مگر کیونکہ جب کہ یا اگر میرا میری میرے ایک' },
  hi: { clause: 'और लेकिन पर क्योंकि जब जबकि कि या अगर तो', phrase: '', dangling: 'और लेकिन क्योंकि जब कि या अगर तो मेरा मेरी मेरे एक बहुत' },
  bn: { clause: 'এবং আর কিন্তু কারণ যখন যে অথবা বা যদি', phrase: '', dangling: 'এবং আর কিন্তু কারণ যখন যে অথবা বা যদি আমার একটি খুব' },
  te: { clause: 'మరియు కానీ ఎందుకంటే అయితే లేదా', phrase: '', dangling: 'మరియు కానీ ఎందుకంటే అయితే లేదా నా ఒక చాలా' },
  ko: {
    clause: '그리고 하지만 그런데 그래서 왜냐하면 또는',
    phrase: '',
    dangling: '그리고 하지만 그런데 그래서 왜냐하면 또는 나의 내 그 이 저 너무 아주 정말',
  },
  ja: { clause: 'けど けれど のに ので とき たら', phrase: '', dangling: 'の に を が は で と へ も や って から まで より けど のに ので' },
  zh: {
    clause: '和 但是 但 因为 当 而且 或者 如果 所以 然后 可是',
    phrase: '在 把 被 给 对 从 向 跟',
    dangling: '的 了 在 和 跟 把 被 给 对 从 向 我的 一个 但是 因为 如果 所以 而且 或者 很',
  },
  th: { clause: 'และ แต่ เพราะ เมื่อ ตอน ถ้า หรือ แล้ว', phrase: 'ใน กับ จาก ให้ ของ', dangling: 'ที่ และ ของ ใน กับ แต่ เมื่อ เพราะ จาก ให้ ว่า หรือ ถ้า มาก' },
};

const words = (list: string) => list.split(' ').filter(Boolean);

/** The three word sets for a prompt written in `locale` (detected from the prompt), lower case. */
export function clauseWords(locale: string): { clause: Set<string>; phrase: Set<string>; dangling: Set<string>; secondPlaceVerbs: Set<string> } {
  const own = LISTS[locale] ?? LISTS.en!;
  return {
    clause: new Set(words(own.clause)),
    phrase: new Set(words(own.phrase)),
    dangling: new Set(words(own.dangling)),
    secondPlaceVerbs: new Set(words(own.secondPlaceVerbs ?? '')),
  };
}

/** Languages written without spaces between words: their cuts come from Intl.Segmenter. */
export const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
