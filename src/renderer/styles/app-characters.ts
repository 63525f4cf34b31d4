/**
 * Every character of the app's own texts (messages in every language, the games' card and yaku names, lessons,
 * logs), for loading the shipped Japanese faces before the app is shown (src/renderer/fonts.ts).
 * Generated from the sources by `npx tsx tools/screens/no-cjk-characters.ts`: do not edit by hand;
 * tests/e2e/fonts.spec.ts fails when a source has a character missing here.
 */
export const APP_CHARACTERS = [
  " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_",
  "`abcdefghijklmnopqrstuvwxyz{|}~·½Ö×Üßäöüō–—’“”„…‹›←→−√≠⌘△◆○●★☾♛♠",
  "♣♥♦✓✗、。「」〜あいうえおかがきぎくけこごさざしじすずせぜそぞただちっつづてでとどなにねのはばびふぶへべほまみむめもやゆょよ",
  "らりるれろわをんァアイウェエオカガキクグゲコゴザシジスセソタダッツテデトドニネハバヒビピフブプベペポマミムメャヤュユョラリルレロ",
  "ワンヶ・ー一三上下不両並中丹乃了争事二互五交人今他付代以件伏伝伸位低体何作使例価係保倍値側傘備優元先光入全八公具内冊再処凰出分切",
  "初判別利到制刷前力加助効動勝化十卓卯印危去参友双取可台各合同名向含呈味和品問四回在均基報場境増変外多大央失奨奪好如始子字存学完定",
  "実密対寿専小少局届履山差巻師席帰常幕平度座式引弥強当形役待後得復応念恐悪情惜意感態慎憶成戦戻扇手打扱抜択指振捨据推提換損放敗数文",
  "料断新方日早明昔春時更書最月朝期未末本札条来松枚果柄柳桃桐桜梅棄棋検椿楓標権橋次欲止正歴残比水決法流消混済減渡準点無照燕片版牡物",
  "状狙猪獲率現理環生用由申画番異痛的皆皐盃盤目直相睦矢短破碗確示神票秒秘移種立端競笛第答算管紅索紫細終組結統絵続緒線緩練績置習翻考",
  "者肢肩能自良芒花芸英茶菊菖萩葉蒲藤蝶行表裏補複見視覚覧親解言計討記設訳証評詳認語説読誰調謝譜負資贈赤走起超足路較込近返追退途通速",
  "連進遊道達違適選部配酒重野量鈴録長門閉開間関限除険隠雁集雨雷霜青面音項順題類風香高魅鳳鳴鶯鶴鹿鼓！（）／：？",
].join('');
