import { at } from '../l10n';
import { html, type CmsSeed } from './types';

// Ages, fees and one-way routes match the US stores in data/stores.ts and data/fleet.ts.
export const rentRulesUS: CmsSeed = {
  key: 'rent_rules_US',
  publishedAt: at('2026-02-01T00:00:00Z'),
  text: {
    en: {
      title: 'Rent rules: USA',
      summary:
        'Driver age, licences, deposits, US auto insurance, fuel, tolls, mileage and one-way returns at our Los Angeles, San Francisco and Honolulu stores.',
      body: html`
        <p>
          These rules apply to rentals at Los Angeles Airport (LAX), San Francisco Airport (SFO) and Honolulu
          Airport (HNL). Please read them before you book: the store checks them at pick-up and may refuse the
          rental if they are not met.
        </p>
        <h2>Driver age</h2>
        <p>
          The main driver and every additional driver must be between <strong>21 and 75</strong> years old on
          the pick-up date. Drivers aged 21 to 24 pay a young driver fee, charged per rental day at the
          counter:
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">Store</th>
              <th scope="col">Young driver fee (age 21–24)</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Los Angeles (LAX), San Francisco (SFO)</td>
              <td>US$25 per day</td>
            </tr>
            <tr>
              <td>Honolulu (HNL)</td>
              <td>US$30 per day</td>
            </tr>
          </tbody>
        </table>
        <h2>Driving licence</h2>
        <ul>
          <li>
            A full driving licence held for at least one year, valid for the whole rental, plus your passport.
          </li>
          <li>
            <strong>Mainland China licence:</strong> bring the original licence and a certified English
            translation (a notarised translation or one from a recognised translation service). China does not
            issue international driving permits.
          </li>
          <li>
            <strong>Hong Kong or Taiwan licence:</strong> bring the original licence and an international
            driving permit (IDP) issued by the Transport Department or the motor vehicles office.
          </li>
          <li>
            Licences in Thai or any other language not written in English need an IDP or a certified English
            translation. Provisional and learner licences are not accepted.
          </li>
        </ul>
        <h2>Deposit</h2>
        <p>
          A deposit is pre-authorised at pick-up on a
          <strong>credit card in the main driver's name</strong> (Visa, Mastercard or JCB; debit, prepaid and
          virtual cards are not accepted). The amount, from US$200 to US$500 depending on the car, is shown on
          the car page. It is released about <strong>15 business days</strong> after you return the car; your
          bank decides when the funds reappear.
        </p>
        <p>
          Instead of a card deposit, logged-in customers with a
          <strong>Zhima Credit score above 650</strong> can authorise the deposit through Alipay at all three
          US stores.
        </p>
        <h2>US auto insurance</h2>
        <p>
          <strong>Important:</strong> US law requires liability cover for every driver. At pick-up you must
          hold US auto insurance, either your own US personal auto policy or a plan that includes third-party
          liability (Full Protection or Super Protection). If you have neither, the store may refuse the
          rental and the booking is treated as a no-show.
        </p>
        <h2>Fuel and charging</h2>
        <ul>
          <li>
            Petrol cars are supplied full and must be returned full. Otherwise we charge the missing fuel at
            the local pump price plus a US$15 refuelling service fee.
          </li>
          <li>
            Electric cars are supplied with at least 80% charge and must be returned with at least 70%; below
            that, a charging fee of US$25 applies.
          </li>
          <li>The hydrogen Toyota Mirai must be returned with at least three-quarters of a tank.</li>
        </ul>
        <h2>Tolls, tickets and parking</h2>
        <p>
          Some roads and bridges are toll-only and cashless, including the Golden Gate Bridge and the toll
          roads of Orange County. Add a toll pass when you book, or pay the tolls yourself online within 5
          days. Unpaid tolls, parking fines and traffic tickets are charged to you with an administration fee
          of US$15 per notice.
        </p>
        <h2>Mileage</h2>
        <p>
          Most cars have unlimited mileage. A few models, such as the Jeep Wrangler, have a daily limit (for
          example 200 miles a day); extra miles are charged per mile as shown on the car page.
        </p>
        <h2>One-way rentals and travel limits</h2>
        <ul>
          <li>
            You may return a car picked up in Los Angeles to San Francisco, and the other way round, for a
            one-way fee of US$150.
          </li>
          <li>Cars from Honolulu must be returned to Honolulu and may not leave the island of O'ahu.</li>
          <li>Cars may not be driven into Mexico or Canada, or off paved roads.</li>
        </ul>
        <h2>Opening hours and the after-hours fee</h2>
        <p>
          Pick-up and return outside the store's opening hours can be arranged with at least 24 hours' notice.
          An after-hours fee of US$50 is payable at the store; it is shown on your bill but not included in
          the online total.
        </p>
        <h2>Other rules</h2>
        <ul>
          <li>Smoking and vaping are not allowed; cleaning after smoking costs US$250.</li>
          <li>Pets are allowed only in a closed carrier; extra cleaning may be charged.</li>
          <li>Please allow at least one hour between your flight's arrival and your pick-up time.</li>
        </ul>
        <p>
          For payment, deposits and cancellations, see the
          <a href="/article/payment_refund_policy">payment and refund policy</a>.
        </p>
      `,
    },
    th: {
      title: 'เงื่อนไขการเช่ารถ: สหรัฐอเมริกา',
      summary:
        'อายุผู้ขับขี่ ใบขับขี่ เงินมัดจำ ประกันรถยนต์ในสหรัฐฯ น้ำมัน ค่าผ่านทาง ระยะทาง และการคืนรถต่างสาขา สำหรับสาขาลอสแองเจลิส ซานฟรานซิสโก และโฮโนลูลู',
      body: html`
        <p>
          เงื่อนไขนี้ใช้กับการเช่ารถที่สาขาสนามบินลอสแองเจลิส (LAX) ซานฟรานซิสโก (SFO) และโฮโนลูลู (HNL) กรุณาอ่านก่อนจอง
          เพราะสาขาจะตรวจสอบตอนรับรถ และอาจปฏิเสธการเช่าหากไม่เป็นไปตามเงื่อนไข
        </p>
        <h2>อายุผู้ขับขี่</h2>
        <p>
          ผู้ขับขี่หลักและผู้ขับขี่เพิ่มเติมทุกคนต้องมีอายุระหว่าง <strong>21–75 ปี</strong> ณ วันรับรถ ผู้ขับขี่อายุ 21–24
          ปีต้องชำระค่าธรรมเนียมผู้ขับขี่อายุน้อยเป็นรายวันที่เคาน์เตอร์
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">สาขา</th>
              <th scope="col">ค่าธรรมเนียมผู้ขับขี่อายุน้อย (21–24 ปี)</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>ลอสแองเจลิส (LAX), ซานฟรานซิสโก (SFO)</td>
              <td>25 ดอลลาร์สหรัฐต่อวัน</td>
            </tr>
            <tr>
              <td>โฮโนลูลู (HNL)</td>
              <td>30 ดอลลาร์สหรัฐต่อวัน</td>
            </tr>
          </tbody>
        </table>
        <h2>ใบขับขี่</h2>
        <ul>
          <li>ใบขับขี่ฉบับสมบูรณ์ที่ถือครองมาแล้วอย่างน้อย 1 ปี และยังไม่หมดอายุตลอดระยะเวลาเช่า พร้อมหนังสือเดินทาง</li>
          <li>
            <strong>ใบขับขี่จีนแผ่นดินใหญ่:</strong> นำใบขับขี่ตัวจริงและคำแปลภาษาอังกฤษที่ได้รับการรับรอง
            (คำแปลที่ผ่านการรับรองจากโนตารีหรือหน่วยงานแปลที่ได้รับการยอมรับ) เนื่องจากจีนไม่ออกใบอนุญาตขับรถระหว่างประเทศ
          </li>
          <li>
            <strong>ใบขับขี่ฮ่องกงหรือไต้หวัน:</strong> นำใบขับขี่ตัวจริงและใบอนุญาตขับรถระหว่างประเทศ (IDP)
            ที่ออกโดยกรมการขนส่งหรือหน่วยงานที่เกี่ยวข้อง
          </li>
          <li>
            ใบขับขี่ไทยหรือใบขับขี่ที่ไม่ได้เขียนเป็นภาษาอังกฤษ ต้องมี IDP หรือคำแปลภาษาอังกฤษที่ได้รับการรับรอง
            ไม่รับใบขับขี่ชั่วคราวหรือใบขับขี่สำหรับผู้ฝึกหัด
          </li>
        </ul>
        <h2>เงินมัดจำ</h2>
        <p>
          ตอนรับรถจะมีการอนุมัติวงเงินมัดจำล่วงหน้าบน<strong>บัตรเครดิตในชื่อผู้ขับขี่หลัก</strong> (Visa, Mastercard หรือ JCB
          ไม่รับบัตรเดบิต บัตรเติมเงิน หรือบัตรเสมือน) จำนวน 200–500 ดอลลาร์สหรัฐตามรุ่นรถ ซึ่งแสดงอยู่ในหน้ารายละเอียดรถ
          วงเงินจะถูกปลดประมาณ <strong>15 วันทำการ</strong>หลังคืนรถ ส่วนระยะเวลาที่วงเงินกลับเข้าบัญชีขึ้นอยู่กับธนาคารของคุณ
        </p>
        <p>
          ลูกค้าที่เข้าสู่ระบบและมี<strong>คะแนน Zhima Credit สูงกว่า 650</strong> สามารถอนุมัติการค้ำประกันผ่าน Alipay
          แทนการวางมัดจำด้วยบัตรได้ที่ทั้ง 3 สาขาในสหรัฐฯ
        </p>
        <h2>ประกันรถยนต์ในสหรัฐฯ</h2>
        <p>
          <strong>สำคัญ:</strong> กฎหมายสหรัฐฯ กำหนดให้ผู้ขับขี่ทุกคนต้องมีความคุ้มครองความรับผิดต่อบุคคลภายนอก
          ตอนรับรถคุณต้องมีประกันรถยนต์ที่ใช้ได้ในสหรัฐฯ ไม่ว่าจะเป็นกรมธรรม์รถยนต์ส่วนบุคคลในสหรัฐฯ ของคุณเอง
          หรือแพ็กเกจที่รวมประกันภัยบุคคลภายนอก (ความคุ้มครองเต็มรูปแบบหรือความคุ้มครองสูงสุด) หากไม่มีทั้งสองอย่าง
          สาขาอาจปฏิเสธการเช่าและถือว่าคุณไม่มารับรถตามนัด
        </p>
        <h2>น้ำมันและการชาร์จไฟ</h2>
        <ul>
          <li>
            รถน้ำมันส่งมอบแบบเต็มถังและต้องคืนแบบเต็มถัง มิฉะนั้นจะคิดค่าน้ำมันที่ขาดตามราคาหน้าปั๊มในพื้นที่ บวกค่าบริการเติมน้ำมัน 15
            ดอลลาร์สหรัฐ
          </li>
          <li>รถไฟฟ้าส่งมอบโดยมีแบตเตอรี่อย่างน้อย 80% และต้องคืนโดยมีอย่างน้อย 70% หากต่ำกว่านั้นจะมีค่าชาร์จ 25 ดอลลาร์สหรัฐ</li>
          <li>Toyota Mirai พลังไฮโดรเจนต้องคืนโดยมีเชื้อเพลิงอย่างน้อย 3 ใน 4 ถัง</li>
        </ul>
        <h2>ค่าผ่านทาง ใบสั่ง และค่าจอดรถ</h2>
        <p>
          ถนนและสะพานบางแห่งเก็บค่าผ่านทางแบบไม่รับเงินสด เช่น สะพานโกลเดนเกต และทางด่วนในออเรนจ์เคาน์ตี
          เพิ่มบัตรผ่านทางได้ตอนจอง หรือชำระค่าผ่านทางเองทางออนไลน์ภายใน 5 วัน ค่าผ่านทางที่ค้างชำระ ค่าปรับจอดรถ และใบสั่งจราจร
          จะเรียกเก็บจากคุณพร้อมค่าดำเนินการ 15 ดอลลาร์สหรัฐต่อรายการ
        </p>
        <h2>ระยะทาง</h2>
        <p>
          รถส่วนใหญ่ไม่จำกัดระยะทาง มีบางรุ่น เช่น Jeep Wrangler ที่จำกัดระยะทางต่อวัน (เช่น 200 ไมล์ต่อวัน)
          ส่วนที่เกินคิดเป็นรายไมล์ตามที่แสดงในหน้ารายละเอียดรถ
        </p>
        <h2>การคืนรถต่างสาขาและพื้นที่ขับขี่</h2>
        <ul>
          <li>รถที่รับจากลอสแองเจลิสสามารถคืนที่ซานฟรานซิสโกได้ และในทางกลับกัน โดยมีค่าธรรมเนียม 150 ดอลลาร์สหรัฐ</li>
          <li>รถจากโฮโนลูลูต้องคืนที่โฮโนลูลูเท่านั้น และห้ามนำออกนอกเกาะโออาฮู</li>
          <li>ห้ามขับรถเข้าเม็กซิโกหรือแคนาดา และห้ามขับออกนอกถนนลาดยาง</li>
        </ul>
        <h2>เวลาทำการและค่าบริการนอกเวลาทำการ</h2>
        <p>
          สามารถนัดรับหรือคืนรถนอกเวลาทำการของสาขาได้ โดยแจ้งล่วงหน้าอย่างน้อย 24 ชั่วโมง มีค่าบริการนอกเวลาทำการ 50
          ดอลลาร์สหรัฐ ชำระที่สาขา ค่าบริการนี้แสดงในใบแจ้งค่าใช้จ่ายแต่ไม่รวมในยอดชำระออนไลน์
        </p>
        <h2>ข้อกำหนดอื่น ๆ</h2>
        <ul>
          <li>ห้ามสูบบุหรี่และบุหรี่ไฟฟ้าในรถ ค่าทำความสะอาดหลังการสูบบุหรี่ 250 ดอลลาร์สหรัฐ</li>
          <li>นำสัตว์เลี้ยงขึ้นรถได้เฉพาะในกรงปิด และอาจมีค่าทำความสะอาดเพิ่มเติม</li>
          <li>ควรเผื่อเวลาอย่างน้อย 1 ชั่วโมงระหว่างเวลาเครื่องลงจอดกับเวลารับรถ</li>
        </ul>
        <p>
          เรื่องการชำระเงิน เงินมัดจำ และการยกเลิก ดูได้ที่<a href="/article/payment_refund_policy"
            >นโยบายการชำระเงินและการคืนเงิน</a
          >
        </p>
      `,
    },
    zh: {
      title: '美国租车规则',
      summary:
        '洛杉矶、旧金山、檀香山门店的驾驶员年龄、驾照、押金、美国车险、燃油、过路费、里程及异地还车规定。',
      body: html`
        <p>
          以下规则适用于洛杉矶机场（LAX）、旧金山机场（SFO）和檀香山机场（HNL）门店。请在预订前仔细阅读：门店会在取车时核查，不符合要求的可能会被拒绝租车。
        </p>
        <h2>驾驶员年龄</h2>
        <p>
          主驾驶人及所有附加驾驶人在取车当日须年满 <strong>21 周岁且不超过 75 周岁</strong>。21–24
          岁的驾驶员需在柜台按天支付年轻驾驶员费：
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">门店</th>
              <th scope="col">年轻驾驶员费（21–24岁）</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>洛杉矶（LAX）、旧金山（SFO）</td>
              <td>每天 25 美元</td>
            </tr>
            <tr>
              <td>檀香山（HNL）</td>
              <td>每天 30 美元</td>
            </tr>
          </tbody>
        </table>
        <h2>驾照要求</h2>
        <ul>
          <li>持有满一年的正式驾照，且在整个租期内有效；同时携带护照。</li>
          <li>
            <strong>中国大陆驾照：</strong
            >请携带驾照原件及经认证的英文翻译件（公证翻译件或正规翻译机构出具的翻译件）。中国大陆不签发国际驾照。
          </li>
          <li>
            <strong>香港、台湾驾照：</strong>请携带驾照原件及当地运输主管部门签发的国际驾驶许可证（IDP）。
          </li>
          <li>泰国驾照或其他非英文驾照，需要 IDP 或经认证的英文翻译件。不接受临时驾照和学习驾照。</li>
        </ul>
        <h2>押金</h2>
        <p>
          取车时将在<strong>主驾驶人本人名下的信用卡</strong>（Visa、Mastercard 或
          JCB；不接受借记卡、预付卡和虚拟卡）上预授权押金，金额根据车型为 200–500
          美元，车辆详情页有明确标示。还车后约
          <strong>15 个工作日</strong>解除预授权，额度何时恢复以发卡行为准。
        </p>
        <p>
          已登录且<strong>芝麻信用分高于 650</strong>
          的用户，在美国三家门店均可通过支付宝免押金，无需信用卡押金。
        </p>
        <h2>美国车险</h2>
        <p>
          <strong>重要提示：</strong
          >美国法律要求每位驾驶人都具备第三者责任保障。取车时您必须持有有效的美国汽车保险：可以是您本人的美国个人车险，也可以是包含第三者责任险的套餐（全面保障或超级保障）。如两者都没有，门店有权拒绝出车，订单按未到店（no-show）处理。
        </p>
        <h2>燃油与充电</h2>
        <ul>
          <li>燃油车满油交车、满油还车。未加满的，按当地油价收取差额油费，另加 15 美元加油服务费。</li>
          <li>电动车交车时电量不低于 80%，还车时须不低于 70%，否则收取 25 美元充电费。</li>
          <li>氢燃料车丰田 Mirai 还车时须保留至少四分之三箱燃料。</li>
        </ul>
        <h2>过路费、罚单与停车</h2>
        <p>
          部分道路和桥梁只能电子缴费、不收现金，例如金门大桥和橙县收费公路。可在预订时加购电子收费卡，或在 5
          天内自行上网缴费。未缴的过路费、停车罚款和交通罚单将向您收取，每张另加 15 美元手续费。
        </p>
        <h2>里程</h2>
        <p>
          大部分车型不限里程。少数车型（如 Jeep 牧马人）有每日里程上限（例如每天 200
          英里），超出部分按车辆详情页标示的单价按英里计费。
        </p>
        <h2>异地还车与行驶范围</h2>
        <ul>
          <li>洛杉矶取车可在旧金山还车，反之亦可，异地还车费 150 美元。</li>
          <li>檀香山取车须在檀香山还车，车辆不得驶离瓦胡岛。</li>
          <li>车辆不得驶入墨西哥或加拿大，不得在非铺装道路行驶。</li>
        </ul>
        <h2>营业时间与非营业时间服务费</h2>
        <p>
          如需在门店营业时间以外取车或还车，请至少提前 24 小时预约，并在门店支付 50
          美元非营业时间服务费。该费用会显示在账单中，但不计入在线支付总额。
        </p>
        <h2>其他规定</h2>
        <ul>
          <li>车内禁止吸烟和电子烟，违者收取 250 美元清洁费。</li>
          <li>宠物须装在封闭的宠物箱内，可能产生额外清洁费。</li>
          <li>建议航班落地时间与取车时间之间至少预留 1 小时。</li>
        </ul>
        <p>支付、押金和取消相关规定，请参阅<a href="/article/payment_refund_policy">支付与退款政策</a>。</p>
      `,
    },
    'zh-hant': {
      title: '美國租車規則',
      summary:
        '洛杉磯、三藩市、檀香山門市的駕駛者年齡、駕駛執照、按金、美國汽車保險、燃油、路費、里數及異地還車規定。',
      body: html`
        <p>
          以下規則適用於洛杉磯機場（LAX）、三藩市機場（SFO）及檀香山機場（HNL）門市。請於預訂前細閱：門市會在取車時核實，如不符合要求，門市有權拒絕出租。
        </p>
        <h2>駕駛者年齡</h2>
        <p>
          主要駕駛者及所有附加駕駛者於取車當日須年滿 <strong>21 歲及不超過 75 歲</strong>。21 至 24
          歲的駕駛者須在櫃檯按日繳付年輕駕駛者附加費：
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">門市</th>
              <th scope="col">年輕駕駛者附加費（21–24歲）</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>洛杉磯（LAX）、三藩市（SFO）</td>
              <td>每日 25 美元</td>
            </tr>
            <tr>
              <td>檀香山（HNL）</td>
              <td>每日 30 美元</td>
            </tr>
          </tbody>
        </table>
        <h2>駕駛執照</h2>
        <ul>
          <li>持有滿一年的正式駕駛執照，並於整個租期內有效；同時攜帶護照。</li>
          <li>
            <strong>中國內地駕駛執照：</strong
            >請攜帶正本及經認證的英文翻譯本（公證翻譯或認可翻譯機構出具）。中國內地不簽發國際駕駛許可證。
          </li>
          <li>
            <strong>香港或台灣駕駛執照：</strong
            >請攜帶正本及由運輸署或當地監理機關簽發的國際駕駛許可證（IDP）。
          </li>
          <li>泰國或其他非英文駕駛執照，須附 IDP 或經認證的英文翻譯本。不接受暫准駕駛執照及學習駕駛執照。</li>
        </ul>
        <h2>按金</h2>
        <p>
          取車時會在<strong>主要駕駛者本人名下的信用卡</strong>（Visa、Mastercard 或
          JCB；不接受扣賬卡、預付卡及虛擬卡）預授權按金，金額視乎車款為 200 至 500
          美元，車輛詳情頁已列明。還車後約
          <strong>15 個工作天</strong>解除預授權，信用額何時回復以發卡銀行為準。
        </p>
        <p>
          已登入而<strong>芝麻信用分高於 650</strong>
          的客戶，在美國三間門市均可透過支付寶免按金，毋須信用卡按金。
        </p>
        <h2>美國汽車保險</h2>
        <p>
          <strong>重要提示：</strong
          >美國法例規定每位駕駛者均須具備第三者責任保障。取車時您必須持有有效的美國汽車保險：可以是您本人的美國私家車保險，或包含第三者責任保險的計劃（全面保障或超級保障）。如兩者皆無，門市有權拒絕出車，訂單將按未有到店（no-show）處理。
        </p>
        <h2>燃油及充電</h2>
        <ul>
          <li>
            汽油車以滿油交車，須滿油還車。未有入滿油的，按當地油價收取差額油費，另加 15 美元入油服務費。
          </li>
          <li>電動車交車時電量不少於 80%，還車時須不少於 70%，否則收取 25 美元充電費。</li>
          <li>氫燃料車 Toyota Mirai 還車時須保留最少四分之三缸燃料。</li>
        </ul>
        <h2>路費、告票及泊車</h2>
        <p>
          部分道路及橋樑只接受電子繳費、不收現金，例如金門大橋及橙縣收費公路。可於預訂時加購電子繳費卡，或於 5
          日內自行上網繳付。未繳付的路費、泊車罰款及交通告票將向您收取，每張另加 15 美元手續費。
        </p>
        <h2>里數</h2>
        <p>
          大部分車款不限里數。少數車款（如 Jeep Wrangler）設每日里數上限（例如每日 200
          英里），超出部分按車輛詳情頁列明的單價以每英里計算。
        </p>
        <h2>異地還車及行駛範圍</h2>
        <ul>
          <li>洛杉磯取車可於三藩市還車，反之亦然，異地還車費 150 美元。</li>
          <li>檀香山取車須於檀香山還車，車輛不得駛離瓦胡島。</li>
          <li>車輛不得駛入墨西哥或加拿大，亦不得在非鋪築道路行駛。</li>
        </ul>
        <h2>營業時間及非營業時間服務費</h2>
        <p>
          如需在門市營業時間以外取車或還車，請最少提前 24 小時預約，並於門市繳付 50
          美元非營業時間服務費。此費用會列於賬單上，但不計入網上付款總額。
        </p>
        <h2>其他規定</h2>
        <ul>
          <li>車內嚴禁吸煙及電子煙，違者收取 250 美元清潔費。</li>
          <li>寵物須放在密封寵物籠內，或須支付額外清潔費。</li>
          <li>建議航班抵達與取車時間之間最少預留 1 小時。</li>
        </ul>
        <p>付款、按金及取消安排，請參閱<a href="/article/payment_refund_policy">付款及退款政策</a>。</p>
      `,
    },
  },
};
