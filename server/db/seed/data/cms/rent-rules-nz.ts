import { at } from '../l10n';
import { html, type CmsSeed } from './types';

// Ages and fees match CHC01 in data/stores.ts; Christchurch does not take Zhima Credit yet.
export const rentRulesNZ: CmsSeed = {
  key: 'rent_rules_NZ',
  publishedAt: at('2026-09-01T00:00:00Z'),
  text: {
    en: {
      title: 'Rent rules: New Zealand',
      summary:
        'Driver age, licence translations, deposits, fuel, tolls, winter driving and ferries for rentals from our Christchurch Airport store.',
      body: html`
        <p>
          These rules apply to rentals from Christchurch Airport (CHC). New Zealand drives on the
          <strong>left</strong>, and many rural roads are narrow and winding: allow more time than the map
          suggests.
        </p>
        <h2>Driver age</h2>
        <p>
          Every driver must be between <strong>21 and 75</strong> years old on the pick-up date. Drivers aged
          21 to 24 pay a young driver fee of <strong>NZ$20 per day</strong> at the counter.
        </p>
        <h2>Driving licence</h2>
        <ul>
          <li>
            A full licence held for at least one year and valid for the whole rental, plus your passport.
          </li>
          <li>
            New Zealand law accepts an overseas licence for up to 12 months from your arrival, provided it is
            in English or comes with an accurate English translation or an international driving permit.
          </li>
          <li>
            <strong>Mainland China licence:</strong> bring the original and an English translation from a
            translator approved by NZ Transport Agency Waka Kotahi, or an accredited translation service.
            Notarised translations from China are also accepted.
          </li>
          <li>
            <strong>Hong Kong licence:</strong> the licence shows English and is accepted with your passport;
            we recommend an international driving permit as well.
          </li>
          <li>Thai licences need an international driving permit or an approved English translation.</li>
        </ul>
        <h2>Deposit</h2>
        <p>
          A deposit of NZ$300 to NZ$1,000, depending on the car, is pre-authorised at pick-up on a
          <strong>credit card in the main driver's name</strong> (Visa, Mastercard or JCB). It is released
          about <strong>15 business days</strong> after the return. Zhima Credit deposit waivers are not yet
          available at Christchurch.
        </p>
        <h2>Fuel</h2>
        <p>
          Cars are supplied full and must be returned full; otherwise we charge the missing fuel at the local
          pump price plus a NZ$20 refuelling service fee. Diesel vehicles in New Zealand pay Road User
          Charges, which are included in your rental price.
        </p>
        <h2>Tolls</h2>
        <p>
          New Zealand has three toll roads, all in the North Island (Northern Gateway north of Auckland, and
          two roads around Tauranga). There are no toll booths: pay online on the NZTA website within 5 days
          of using the road. Unpaid tolls are charged to you with an administration fee of NZ$15 each.
        </p>
        <h2>Mileage and where you may drive</h2>
        <ul>
          <li>
            All cars have unlimited kilometres, except the Toyota HiAce minibus: 300 km a day, then NZ$0.35
            per extra kilometre.
          </li>
          <li>
            Cars may not be driven on unsealed roads marked as closed to rental vehicles, such as Skippers
            Canyon Road near Queenstown, or on beaches.
          </li>
          <li>
            Taking a car on the Cook Strait ferry to the North Island needs our written approval before you
            book the ferry.
          </li>
          <li>All cars must be returned to Christchurch Airport; one-way rentals are not yet available.</li>
        </ul>
        <h2>Winter driving</h2>
        <p>
          From June to September, snow chains are supplied free of charge on request. Carry them on alpine
          roads such as Arthur's Pass, Lewis Pass and the road to Mount Hutt, and check the NZTA road reports
          before you leave. Chains must be fitted when signs require them.
        </p>
        <h2>After-hours pick-up and return</h2>
        <p>
          The store is open from 06:00 to 23:00. Outside those hours, pick-up can be arranged with 24 hours'
          notice, and you can return the car at any time using the key drop box. The after-hours fee of NZ$60
          is payable at the store.
        </p>
        <h2>Other rules</h2>
        <ul>
          <li>Smoking and vaping are not allowed in the car; cleaning after smoking costs NZ$250.</li>
          <li>
            Freedom camping is only allowed at sites that permit it, and never sleeping in a car that is not
            certified self-contained.
          </li>
          <li>Speed cameras and police are common; fines are passed on with a NZ$15 administration fee.</li>
        </ul>
        <p>
          For payment and cancellation, see the
          <a href="/article/payment_refund_policy">payment and refund policy</a>.
        </p>
      `,
    },
    th: {
      title: 'เงื่อนไขการเช่ารถ: นิวซีแลนด์',
      summary:
        'อายุผู้ขับขี่ คำแปลใบขับขี่ เงินมัดจำ น้ำมัน ค่าผ่านทาง การขับขี่ในฤดูหนาว และการนำรถขึ้นเรือเฟอร์รี สำหรับการเช่ารถที่สาขาสนามบินไครสต์เชิร์ช',
      body: html`
        <p>
          เงื่อนไขนี้ใช้กับการเช่ารถที่สาขาสนามบินไครสต์เชิร์ช (CHC) นิวซีแลนด์ขับรถ<strong>ชิดซ้าย</strong>เหมือนประเทศไทย
          แต่ถนนในชนบทหลายสายแคบและคดเคี้ยว ควรเผื่อเวลาเดินทางมากกว่าที่แผนที่คำนวณไว้
        </p>
        <h2>อายุผู้ขับขี่</h2>
        <p>
          ผู้ขับขี่ทุกคนต้องมีอายุระหว่าง <strong>21–75 ปี</strong> ณ วันรับรถ ผู้ขับขี่อายุ 21–24 ปีต้องชำระค่าธรรมเนียมผู้ขับขี่อายุน้อย
          <strong>วันละ 20 ดอลลาร์นิวซีแลนด์</strong>ที่เคาน์เตอร์
        </p>
        <h2>ใบขับขี่</h2>
        <ul>
          <li>ใบขับขี่ฉบับสมบูรณ์ที่ถือครองมาแล้วอย่างน้อย 1 ปี และยังไม่หมดอายุตลอดระยะเวลาเช่า พร้อมหนังสือเดินทาง</li>
          <li>
            กฎหมายนิวซีแลนด์อนุญาตให้ใช้ใบขับขี่ต่างประเทศได้นานสูงสุด 12 เดือนนับจากวันที่เดินทางเข้าประเทศ หากใบขับขี่เป็นภาษาอังกฤษ
            หรือมีคำแปลภาษาอังกฤษที่ถูกต้อง หรือมีใบอนุญาตขับรถระหว่างประเทศ
          </li>
          <li>
            <strong>ใบขับขี่ไทย:</strong> ต้องมีใบอนุญาตขับรถระหว่างประเทศ (IDP) ที่ออกโดยกรมการขนส่งทางบก
            หรือคำแปลภาษาอังกฤษที่ได้รับการรับรอง
          </li>
          <li>
            <strong>ใบขับขี่จีนแผ่นดินใหญ่:</strong> นำใบขับขี่ตัวจริงและคำแปลภาษาอังกฤษจากนักแปลที่ได้รับอนุมัติจาก NZ Transport
            Agency Waka Kotahi หรือหน่วยงานแปลที่ได้รับการรับรอง คำแปลที่ผ่านการรับรองโนตารีจากจีนก็ใช้ได้
          </li>
          <li><strong>ใบขับขี่ฮ่องกง:</strong> มีข้อความภาษาอังกฤษอยู่แล้ว ใช้คู่กับหนังสือเดินทางได้ แต่แนะนำให้มี IDP ด้วย</li>
        </ul>
        <h2>เงินมัดจำ</h2>
        <p>
          ตอนรับรถจะมีการอนุมัติวงเงินมัดจำล่วงหน้า 300–1,000 ดอลลาร์นิวซีแลนด์ตามรุ่นรถ บน<strong
            >บัตรเครดิตในชื่อผู้ขับขี่หลัก</strong
          >
          (Visa, Mastercard หรือ JCB) และจะปลดวงเงินประมาณ <strong>15 วันทำการ</strong>หลังคืนรถ
          สาขาไครสต์เชิร์ชยังไม่รองรับการยกเว้นเงินมัดจำด้วย Zhima Credit
        </p>
        <h2>น้ำมัน</h2>
        <p>
          รถส่งมอบแบบเต็มถังและต้องคืนแบบเต็มถัง มิฉะนั้นจะคิดค่าน้ำมันที่ขาดตามราคาหน้าปั๊มในพื้นที่ บวกค่าบริการเติมน้ำมัน 20
          ดอลลาร์นิวซีแลนด์ รถดีเซลในนิวซีแลนด์ต้องเสียค่าใช้ถนน (Road User Charges) ซึ่งรวมอยู่ในค่าเช่าแล้ว
        </p>
        <h2>ค่าผ่านทาง</h2>
        <p>
          นิวซีแลนด์มีถนนเก็บค่าผ่านทาง 3 สาย ทั้งหมดอยู่บนเกาะเหนือ (Northern Gateway ทางเหนือของโอ๊คแลนด์ และอีก 2
          สายรอบเมืองเทารังกา) ไม่มีด่านเก็บเงิน ต้องชำระออนไลน์ผ่านเว็บไซต์ NZTA ภายใน 5 วันหลังใช้ถนน
          ค่าผ่านทางที่ค้างชำระจะเรียกเก็บจากคุณพร้อมค่าดำเนินการรายการละ 15 ดอลลาร์นิวซีแลนด์
        </p>
        <h2>ระยะทางและพื้นที่ขับขี่</h2>
        <ul>
          <li>
            รถทุกคันไม่จำกัดระยะทาง ยกเว้นรถตู้ Toyota HiAce ที่จำกัดวันละ 300 กม. ส่วนที่เกินคิดกิโลเมตรละ 0.35 ดอลลาร์นิวซีแลนด์
          </li>
          <li>ห้ามขับบนถนนลูกรังที่ห้ามรถเช่าเข้า เช่น Skippers Canyon Road ใกล้ควีนส์ทาวน์ และห้ามขับบนชายหาด</li>
          <li>การนำรถขึ้นเรือเฟอร์รีข้ามช่องแคบคุกไปเกาะเหนือ ต้องได้รับอนุญาตเป็นลายลักษณ์อักษรจากเราก่อนจองเรือ</li>
          <li>ต้องคืนรถที่สนามบินไครสต์เชิร์ชเท่านั้น ยังไม่เปิดให้คืนรถต่างสาขา</li>
        </ul>
        <h2>การขับขี่ในฤดูหนาว</h2>
        <p>
          ตั้งแต่เดือนมิถุนายนถึงกันยายน เรามีโซ่พันล้อให้ยืมฟรีเมื่อร้องขอ ควรพกติดรถเมื่อใช้ถนนบนภูเขา เช่น Arthur's Pass, Lewis
          Pass และถนนขึ้น Mount Hutt และตรวจสอบสภาพถนนจาก NZTA ก่อนออกเดินทาง เมื่อมีป้ายกำหนดต้องใส่โซ่ทุกครั้ง
        </p>
        <h2>การรับและคืนรถนอกเวลาทำการ</h2>
        <p>
          สาขาเปิด 06:00–23:00 น. นอกเวลาดังกล่าวสามารถนัดรับรถได้โดยแจ้งล่วงหน้า 24 ชั่วโมง
          และคืนรถได้ตลอดเวลาผ่านกล่องรับกุญแจ มีค่าบริการนอกเวลาทำการ 60 ดอลลาร์นิวซีแลนด์ ชำระที่สาขา
        </p>
        <h2>ข้อกำหนดอื่น ๆ</h2>
        <ul>
          <li>ห้ามสูบบุหรี่และบุหรี่ไฟฟ้าในรถ ค่าทำความสะอาดหลังการสูบบุหรี่ 250 ดอลลาร์นิวซีแลนด์</li>
          <li>การตั้งแคมป์อิสระทำได้เฉพาะในจุดที่อนุญาต และห้ามนอนในรถที่ไม่ได้รับการรับรองว่าเป็นรถแบบ self-contained</li>
          <li>มีกล้องจับความเร็วและตำรวจตรวจบ่อย ค่าปรับจะเรียกเก็บจากคุณพร้อมค่าดำเนินการ 15 ดอลลาร์นิวซีแลนด์</li>
        </ul>
        <p>
          เรื่องการชำระเงินและการยกเลิก ดูได้ที่<a href="/article/payment_refund_policy"
            >นโยบายการชำระเงินและการคืนเงิน</a
          >
        </p>
      `,
    },
    zh: {
      title: '新西兰租车规则',
      summary: '基督城机场门店的驾驶员年龄、驾照翻译件、押金、燃油、过路费、冬季驾驶及渡轮规定。',
      body: html`
        <p>
          以下规则适用于基督城机场（CHC）门店。新西兰<strong>靠左行驶</strong>，乡村道路大多狭窄多弯，请给行程多留些时间，不要只看导航估算。
        </p>
        <h2>驾驶员年龄</h2>
        <p>
          所有驾驶员在取车当日须年满 <strong>21 周岁且不超过 75 周岁</strong>。21–24
          岁的驾驶员需在柜台支付年轻驾驶员费，<strong>每天 20 新西兰元</strong>。
        </p>
        <h2>驾照要求</h2>
        <ul>
          <li>持有满一年的正式驾照，且在整个租期内有效；同时携带护照。</li>
          <li>
            根据新西兰法律，外国驾照自入境之日起最长可使用 12
            个月，前提是驾照为英文，或附有准确的英文翻译件或国际驾照。
          </li>
          <li>
            <strong>中国大陆驾照：</strong>请携带驾照原件，以及由新西兰交通局（NZ Transport Agency Waka
            Kotahi）认可的译员或正规翻译机构出具的英文翻译件。国内公证处出具的公证翻译件同样有效。
          </li>
          <li><strong>香港驾照：</strong>驾照本身有英文，可凭护照使用；建议同时办理国际驾照。</li>
          <li>泰国驾照需要国际驾照或经认可的英文翻译件。</li>
        </ul>
        <h2>押金</h2>
        <p>
          取车时将在<strong>主驾驶人本人名下的信用卡</strong>（Visa、Mastercard 或
          JCB）上预授权押金，根据车型为 300–1,000 新西兰元，还车后约
          <strong>15 个工作日</strong>解除。基督城门店暂不支持芝麻信用免押。
        </p>
        <h2>燃油</h2>
        <p>
          满油交车、满油还车；未加满的，按当地油价收取差额油费，另加 20
          新西兰元加油服务费。新西兰柴油车需缴纳道路使用费（RUC），已包含在租金中。
        </p>
        <h2>过路费</h2>
        <p>
          新西兰只有三条收费公路，都在北岛（奥克兰以北的 Northern
          Gateway，以及陶朗加附近的两条）。沿途没有收费站，请在通行后 5
          天内登录新西兰交通局网站自行缴费。未缴的过路费将向您收取，每笔另加 15 新西兰元手续费。
        </p>
        <h2>里程与行驶范围</h2>
        <ul>
          <li>
            除丰田海狮（HiAce）小巴每天限 300 公里、超出部分每公里 0.35 新西兰元外，所有车型均不限公里数。
          </li>
          <li>禁止驶入标明租赁车辆禁行的砂石路（如皇后镇附近的 Skippers Canyon Road），禁止在海滩上行驶。</li>
          <li>如需开车搭乘库克海峡渡轮前往北岛，请在订船前取得我们的书面同意。</li>
          <li>所有车辆须在基督城机场还车，暂不支持异地还车。</li>
        </ul>
        <h2>冬季驾驶</h2>
        <p>
          每年 6 月至 9 月，可免费申领防滑链。行驶亚瑟隘口（Arthur's Pass）、刘易斯隘口（Lewis
          Pass）、哈特山（Mount
          Hutt）等山区道路时请随车携带，出发前查看新西兰交通局的路况信息。遇到要求安装防滑链的标志时必须安装。
        </p>
        <h2>非营业时间取还车</h2>
        <p>
          门店营业时间为 06:00–23:00。营业时间外取车请提前 24
          小时预约；还车可随时通过还钥匙箱完成。非营业时间服务费 60 新西兰元，在门店支付。
        </p>
        <h2>其他规定</h2>
        <ul>
          <li>车内禁止吸烟和电子烟，违者收取 250 新西兰元清洁费。</li>
          <li>自由露营只能在允许的营地进行，非“自给自足”认证车辆不得在车内过夜。</li>
          <li>测速摄像头和警察执法很常见，罚款将转给您，另加 15 新西兰元手续费。</li>
        </ul>
        <p>支付和取消相关规定，请参阅<a href="/article/payment_refund_policy">支付与退款政策</a>。</p>
      `,
    },
    'zh-hant': {
      title: '新西蘭租車規則',
      summary: '基督城機場門市的駕駛者年齡、駕駛執照翻譯、按金、燃油、路費、冬季駕駛及渡輪規定。',
      body: html`
        <p>
          以下規則適用於基督城機場（CHC）門市。新西蘭和香港一樣<strong>靠左行駛</strong>，但鄉郊道路大多狹窄彎曲，請預留比導航估算更多的時間。
        </p>
        <h2>駕駛者年齡</h2>
        <p>
          所有駕駛者於取車當日須年滿 <strong>21 歲及不超過 75 歲</strong>。21 至 24
          歲的駕駛者須在櫃檯繳付年輕駕駛者附加費，<strong>每日 20 新西蘭元</strong>。
        </p>
        <h2>駕駛執照</h2>
        <ul>
          <li>持有滿一年的正式駕駛執照，並於整個租期內有效；同時攜帶護照。</li>
          <li>
            根據新西蘭法例，海外駕駛執照由入境當日起最長可使用 12
            個月，前提是執照為英文，或附有準確的英文翻譯本或國際駕駛許可證。
          </li>
          <li>
            <strong>香港駕駛執照：</strong>執照本身印有英文，可連同護照使用；建議同時申領國際駕駛許可證。
          </li>
          <li>
            <strong>中國內地駕駛執照：</strong>請攜帶正本，以及由新西蘭交通局（NZ Transport Agency Waka
            Kotahi）認可的翻譯員或認可翻譯機構出具的英文翻譯本。內地公證處出具的公證翻譯本亦可接受。
          </li>
          <li>泰國駕駛執照須附國際駕駛許可證或認可的英文翻譯本。</li>
        </ul>
        <h2>按金</h2>
        <p>
          取車時會在<strong>主要駕駛者本人名下的信用卡</strong>（Visa、Mastercard 或
          JCB）預授權按金，視乎車款為 300 至 1,000 新西蘭元，還車後約
          <strong>15 個工作天</strong>解除。基督城門市暫不接受芝麻信用免按金。
        </p>
        <h2>燃油</h2>
        <p>
          滿油交車、滿油還車；未有入滿油的，按當地油價收取差額油費，另加 20
          新西蘭元入油服務費。新西蘭柴油車須繳付道路使用費（RUC），已包括在租金內。
        </p>
        <h2>路費</h2>
        <p>
          新西蘭只有三條收費道路，全部位於北島（奧克蘭以北的 Northern
          Gateway，以及陶朗加附近兩條）。沿途沒有收費亭，請於使用後 5
          日內在新西蘭交通局網站自行繳費。未繳付的路費將向您收取，每筆另加 15 新西蘭元手續費。
        </p>
        <h2>里數及行駛範圍</h2>
        <ul>
          <li>除 Toyota HiAce 小巴每日限 300 公里、超出部分每公里 0.35 新西蘭元外，所有車款均不限公里數。</li>
          <li>
            不得駛入標明禁止租賃車輛使用的碎石路（例如皇后鎮附近的 Skippers Canyon
            Road），亦不得在沙灘上行駛。
          </li>
          <li>如需駕車乘搭庫克海峽渡輪前往北島，請於訂船前取得我們的書面同意。</li>
          <li>所有車輛須於基督城機場交還，暫不設異地還車。</li>
        </ul>
        <h2>冬季駕駛</h2>
        <p>
          每年 6 月至 9 月，可免費借用防滑鏈。行駛亞瑟隘口（Arthur's Pass）、路易斯隘口（Lewis
          Pass）及哈特山（Mount
          Hutt）等山路時請隨車攜帶，出發前查閱新西蘭交通局的路況資訊。遇到要求安裝防滑鏈的標誌時必須安裝。
        </p>
        <h2>非營業時間取車及還車</h2>
        <p>
          門市營業時間為 06:00–23:00。營業時間以外取車請提前 24
          小時預約；還車可隨時使用還匙箱。非營業時間服務費 60 新西蘭元，於門市繳付。
        </p>
        <h2>其他規定</h2>
        <ul>
          <li>車內嚴禁吸煙及電子煙，違者收取 250 新西蘭元清潔費。</li>
          <li>自由露營只可在准許的地點進行，未經「自給自足」認證的車輛不得在車內過夜。</li>
          <li>測速鏡頭及警察執法相當普遍，罰款將轉嫁予您，另加 15 新西蘭元手續費。</li>
        </ul>
        <p>付款及取消安排，請參閱<a href="/article/payment_refund_policy">付款及退款政策</a>。</p>
      `,
    },
  },
};
