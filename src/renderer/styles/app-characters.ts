/**
 * Every character of the app's own texts (messages in every language, the games' card and yaku names, lessons,
 * logs), for loading the shipped Japanese faces before the app is shown (src/renderer/fonts.ts).
 * Generated from the sources by `npx tsx tools/screens/no-cjk-characters.ts`: do not edit by hand;
 * tests/e2e/fonts.spec.ts fails when a source has a character missing here.
 */
export const APP_CHARACTERS = [
  " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_",
  "`abcdefghijklmnopqrstuvwxyz{|}~²·½Ö×Üßäö÷üōΣ–—’“”„…‹›←→−√≠⌘△◆○●★",
  "☾♛♠♣♥♦✓✗、。「」〜あいうえおかがきぎくけこごさざしじすずせぜそぞただちっつづてでとどなにねのはばびふぶへべほぼまみむめも",
  "やゆょよらりるれろわをんァアイウェエオカガキクグケゲコゴザシジスセソタダッツテデトドニネハバヒビピフブプベペポマミムメャヤュユョ",
  "ラリルレロワンヶ・ー一七三上下不両並中丹主乃了争事二互五交人今他付代以件伏伝伸位低体何作使例価係保倍値側傘備償優元先光入全八公六",
  "具内冊再処凰出分切初判別利到制刷前力加助効動勝化十卓卯印危原去参友双取受可台各合同名向含呈味和品員問四回在均坊基報場境増変外多大",
  "央失奨奪好如始子字存学完定実密対寿専小少局届履山島差巻師席帰常幕平度座式引弥強当形役待後得復必応念恐悪情惜意感態慎憶成戦戻扇手打",
  "払扱抜択持指振捨据推揃提換損支放敗数文料断新方日早明昔春時更書最月朝期未末本札条来松枚果柄柳格桃桐桜梅棄棋検椿楓標権横橋次欲止正",
  "歴残比水求決法流消混済減渡準点無照燕片版牡物特状狙猪獲率現理環生用由申画番異痛的皆皐盃盤目直相睦矢短破碗確示神票秒秘移種立端競笛",
  "第等答算管紅索紫累細終組結統絵続緒線緩練績繰置習翻考者肢肩能自良芒花芸英茶草菅菊菖萩葉蒲藤蝶行表裏補複見視覚覧親解言計討記設訳証",
  "評詳認語説読誰調謝譜象負資贈赤走起超足路身較込近返追退途通速連進遊道達違適選部配酒重野量鈴録長門閉開間関限除険隠雁集雨雷霜青面音",
  "項順題類風飲香高魅鳳鳴鶯鶴鹿鼓！（）＋／：＝＞？",
].join('');
