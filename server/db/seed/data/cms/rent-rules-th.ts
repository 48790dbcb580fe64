import { at } from '../l10n';
import { html, type CmsSeed } from './types';

// Ages, fees, deposits and one-way routes match the Thai stores in data/stores.ts and data/fleet.ts.
export const rentRulesTH: CmsSeed = {
  key: 'rent_rules_TH',
  publishedAt: at('2026-02-01T00:00:00Z'),
  text: {
    en: {
      title: 'Rent rules: Thailand',
      summary:
        'Driver age, licences, deposits, fuel, expressway tolls, mileage and one-way returns at our Bangkok, Phuket, Chiang Mai, Krabi and Pattaya stores.',
      body: html`
        <p>
          These rules apply to rentals at our five Thai stores: Bangkok Suvarnabhumi, Phuket Airport, Chiang
          Mai Airport, Krabi Airport and Pattaya. Thailand drives on the <strong>left</strong>; watch out for
          motorcycles passing on both sides.
        </p>
        <h2>Driver age</h2>
        <p>
          Every driver must be between <strong>21 and 70</strong> years old on the pick-up date. Drivers aged
          21 to 24 pay a young driver fee of <strong>THB 300 per day</strong> at the counter.
        </p>
        <h2>Driving licence</h2>
        <ul>
          <li>
            A full licence held for at least one year and valid for the whole rental, plus your passport.
          </li>
          <li>
            Visitors need an <strong>international driving permit</strong> (1949 Geneva convention) together
            with their national licence. Licences from ASEAN countries are accepted on their own.
          </li>
          <li>
            <strong>Mainland China licence:</strong> China does not issue international driving permits. Bring
            the original licence and an official English translation certified by a notary office; keep both
            in the car, as police checkpoints may ask for them.
          </li>
          <li>
            <strong>Hong Kong licence:</strong> bring the original and an international driving permit issued
            by the Transport Department.
          </li>
          <li>Thai residents may rent with a Thai licence and Thai ID card.</li>
        </ul>
        <h2>Deposit</h2>
        <p>
          A deposit of THB 5,000 to THB 20,000, depending on the car, is pre-authorised at pick-up on a
          <strong>credit card in the main driver's name</strong> (Visa, Mastercard or JCB). It is released
          about <strong>15 business days</strong> after the return.
        </p>
        <p>
          At Bangkok Suvarnabhumi and Phuket Airport, logged-in customers with a
          <strong>Zhima Credit score above 650</strong> can authorise the deposit through Alipay instead.
        </p>
        <h2>Insurance</h2>
        <p>
          Every car carries Thailand's compulsory motor insurance (Por Ror Bor), which covers injury to people
          but not damage to cars or property. Choose a protection plan to cover the car itself; see our
          <a href="/plan_info/full_protection&amp;BKK01-FULL-PREPAID">protection plans</a>.
        </p>
        <h2>Fuel</h2>
        <p>
          Cars are supplied full and must be returned full. Use the fuel shown on the fuel cap: most petrol
          cars take Gasohol 91 or 95; the Fortuner, Hilux, D-Max and HiAce take diesel. Missing fuel is
          charged at the pump price plus a THB 300 service fee.
        </p>
        <h2>Expressway tolls</h2>
        <p>
          Bangkok's expressways and the motorways to Pattaya charge tolls. Pay cash at the booth, or add an
          Easy Pass card when you book. Do not use the barrier-free M-Flow lanes unless the car is registered
          for them: unpaid M-Flow tolls are charged with a fine of up to ten times the toll.
        </p>
        <h2>Mileage</h2>
        <p>
          All cars have unlimited kilometres, except the Toyota HiAce van: 300 km a day, then THB 5 per extra
          kilometre.
        </p>
        <h2>One-way rentals</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Route (either direction)</th>
              <th scope="col">One-way fee</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Bangkok Suvarnabhumi – Pattaya</td>
              <td>THB 1,200</td>
            </tr>
            <tr>
              <td>Phuket Airport – Krabi Airport</td>
              <td>THB 1,500</td>
            </tr>
            <tr>
              <td>Bangkok Suvarnabhumi – Chiang Mai Airport</td>
              <td>THB 3,500</td>
            </tr>
          </tbody>
        </table>
        <p>
          Cars may not leave Thailand, and may not be taken on ferries to islands such as Ko Samui or Ko Lanta
          without our written approval.
        </p>
        <h2>After-hours fee</h2>
        <p>
          Pick-up and return outside opening hours can be arranged with at least 24 hours' notice. The
          after-hours fee is payable at the store: THB 800 at Bangkok, Phuket and Chiang Mai, and THB 1,000 at
          Krabi and Pattaya.
        </p>
        <h2>Other rules</h2>
        <ul>
          <li>Smoking is not allowed in the car; cleaning after smoking costs THB 3,000.</li>
          <li>Traffic fines are passed on to you with an administration fee of THB 300.</li>
          <li>
            During the Songkran festival in April, water play can damage the car's electronics: please keep
            the windows closed.
          </li>
        </ul>
        <p>
          For payment and cancellation, see the
          <a href="/article/payment_refund_policy">payment and refund policy</a>.
        </p>
      `,
    },
    th: {
      title: 'เงื่อนไขการเช่ารถ: ประเทศไทย',
      summary:
        'อายุผู้ขับขี่ ใบขับขี่ เงินมัดจำ น้ำมัน ค่าผ่านทางพิเศษ ระยะทาง และการคืนรถต่างสาขา สำหรับสาขากรุงเทพฯ ภูเก็ต เชียงใหม่ กระบี่ และพัทยา',
      body: html`
        <p>
          เงื่อนไขนี้ใช้กับการเช่ารถที่สาขาในประเทศไทยทั้ง 5 แห่ง ได้แก่ กรุงเทพฯ สุวรรณภูมิ สนามบินภูเก็ต สนามบินเชียงใหม่ สนามบินกระบี่
          และพัทยา โปรดระวังรถจักรยานยนต์ที่แซงได้ทั้งซ้ายและขวา
        </p>
        <h2>อายุผู้ขับขี่</h2>
        <p>
          ผู้ขับขี่ทุกคนต้องมีอายุระหว่าง <strong>21–70 ปี</strong> ณ วันรับรถ ผู้ขับขี่อายุ 21–24 ปีต้องชำระค่าธรรมเนียมผู้ขับขี่อายุน้อย
          <strong>วันละ 300 บาท</strong>ที่เคาน์เตอร์
        </p>
        <h2>ใบขับขี่</h2>
        <ul>
          <li>ใบขับขี่ฉบับสมบูรณ์ที่ถือครองมาแล้วอย่างน้อย 1 ปี และยังไม่หมดอายุตลอดระยะเวลาเช่า</li>
          <li>
            <strong>ผู้ที่มีถิ่นพำนักในไทย:</strong> ใช้ใบขับขี่ไทย (ชนิดชั่วคราว 2 ปีหรือชนิด 5 ปี) คู่กับบัตรประจำตัวประชาชนได้เลย
          </li>
          <li>
            <strong>นักท่องเที่ยวต่างชาติ:</strong> ต้องมีใบอนุญาตขับรถระหว่างประเทศ (IDP ตามอนุสัญญาเจนีวา 1949)
            คู่กับใบขับขี่ของประเทศตน และหนังสือเดินทาง ใบขับขี่จากประเทศอาเซียนใช้ได้โดยไม่ต้องมี IDP
          </li>
          <li>
            <strong>ใบขับขี่จีนแผ่นดินใหญ่:</strong> จีนไม่ออก IDP
            ต้องนำใบขับขี่ตัวจริงและคำแปลภาษาอังกฤษที่ผ่านการรับรองจากสำนักงานโนตารี และพกไว้ในรถตลอดเวลา
            เพราะอาจถูกขอตรวจที่ด่านตำรวจ
          </li>
          <li><strong>ใบขับขี่ฮ่องกง:</strong> นำใบขับขี่ตัวจริงและ IDP ที่ออกโดยกรมการขนส่งฮ่องกง</li>
        </ul>
        <h2>เงินมัดจำ</h2>
        <p>
          ตอนรับรถจะมีการอนุมัติวงเงินมัดจำล่วงหน้า 5,000–20,000 บาทตามรุ่นรถ บน<strong>บัตรเครดิตในชื่อผู้ขับขี่หลัก</strong>
          (Visa, Mastercard หรือ JCB) และจะปลดวงเงินประมาณ <strong>15 วันทำการ</strong>หลังคืนรถ
        </p>
        <p>
          ที่สาขากรุงเทพฯ สุวรรณภูมิและสนามบินภูเก็ต ลูกค้าที่เข้าสู่ระบบและมี<strong>คะแนน Zhima Credit สูงกว่า 650</strong>
          สามารถอนุมัติการค้ำประกันผ่าน Alipay แทนได้
        </p>
        <h2>ประกันภัย</h2>
        <p>
          รถทุกคันมีประกันภัยรถยนต์ภาคบังคับ (พ.ร.บ.) ซึ่งคุ้มครองการบาดเจ็บของบุคคล แต่ไม่คุ้มครองความเสียหายของตัวรถหรือทรัพย์สิน
          กรุณาเลือกแพ็กเกจความคุ้มครองเพื่อคุ้มครองตัวรถ ดูรายละเอียด<a
            href="/plan_info/full_protection&amp;BKK01-FULL-PREPAID"
            >แพ็กเกจความคุ้มครอง</a
          >
        </p>
        <h2>น้ำมัน</h2>
        <p>
          รถส่งมอบแบบเต็มถังและต้องคืนแบบเต็มถัง กรุณาเติมน้ำมันตามที่ระบุบนฝาถัง รถเบนซินส่วนใหญ่ใช้แก๊สโซฮอล์ 91 หรือ 95 ส่วน
          Fortuner, Hilux, D-Max และ HiAce ใช้ดีเซล น้ำมันที่ขาดคิดตามราคาหน้าปั๊มบวกค่าบริการ 300 บาท
        </p>
        <h2>ค่าผ่านทางพิเศษ</h2>
        <p>
          ทางพิเศษในกรุงเทพฯ และมอเตอร์เวย์ไปพัทยามีค่าผ่านทาง ชำระด้วยเงินสดที่ด่าน หรือเพิ่มบัตร Easy Pass ตอนจองได้ ห้ามใช้ช่อง
          M-Flow (ไม่มีไม้กั้น) หากรถไม่ได้ลงทะเบียนไว้ ค่าผ่านทาง M-Flow ที่ค้างชำระจะมีค่าปรับสูงสุด 10 เท่าของค่าผ่านทาง
        </p>
        <h2>ระยะทาง</h2>
        <p>รถทุกคันไม่จำกัดระยะทาง ยกเว้นรถตู้ Toyota HiAce ที่จำกัดวันละ 300 กม. ส่วนที่เกินคิดกิโลเมตรละ 5 บาท</p>
        <h2>การคืนรถต่างสาขา</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">เส้นทาง (ไป-กลับได้ทั้งสองทาง)</th>
              <th scope="col">ค่าธรรมเนียมคืนรถต่างสาขา</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>กรุงเทพฯ สุวรรณภูมิ – พัทยา</td>
              <td>1,200 บาท</td>
            </tr>
            <tr>
              <td>สนามบินภูเก็ต – สนามบินกระบี่</td>
              <td>1,500 บาท</td>
            </tr>
            <tr>
              <td>กรุงเทพฯ สุวรรณภูมิ – สนามบินเชียงใหม่</td>
              <td>3,500 บาท</td>
            </tr>
          </tbody>
        </table>
        <p>
          ห้ามนำรถออกนอกประเทศไทย และห้ามนำรถขึ้นเรือเฟอร์รีไปเกาะต่าง ๆ เช่น เกาะสมุยหรือเกาะลันตา
          หากไม่ได้รับอนุญาตเป็นลายลักษณ์อักษรจากเรา
        </p>
        <h2>ค่าบริการนอกเวลาทำการ</h2>
        <p>
          สามารถนัดรับหรือคืนรถนอกเวลาทำการได้ โดยแจ้งล่วงหน้าอย่างน้อย 24 ชั่วโมง ค่าบริการนอกเวลาทำการชำระที่สาขา: 800
          บาทที่กรุงเทพฯ ภูเก็ต และเชียงใหม่ และ 1,000 บาทที่กระบี่และพัทยา
        </p>
        <h2>ข้อกำหนดอื่น ๆ</h2>
        <ul>
          <li>ห้ามสูบบุหรี่ในรถ ค่าทำความสะอาดหลังการสูบบุหรี่ 3,000 บาท</li>
          <li>ค่าปรับจราจรจะเรียกเก็บจากคุณพร้อมค่าดำเนินการ 300 บาท</li>
          <li>ช่วงสงกรานต์ในเดือนเมษายน การเล่นน้ำอาจทำให้ระบบไฟฟ้าของรถเสียหาย กรุณาปิดกระจกให้สนิท</li>
        </ul>
        <p>
          เรื่องการชำระเงินและการยกเลิก ดูได้ที่<a href="/article/payment_refund_policy"
            >นโยบายการชำระเงินและการคืนเงิน</a
          >
        </p>
      `,
    },
    zh: {
      title: '泰国租车规则',
      summary:
        '曼谷、普吉、清迈、甲米、芭堤雅门店的驾驶员年龄、驾照、押金、燃油、高速公路收费、里程及异地还车规定。',
      body: html`
        <p>
          以下规则适用于我们在泰国的五家门店：曼谷素万那普、普吉机场、清迈机场、甲米机场和芭堤雅。泰国<strong>靠左行驶</strong>，摩托车常从两侧超车，请格外留意。
        </p>
        <h2>驾驶员年龄</h2>
        <p>
          所有驾驶员在取车当日须年满 <strong>21 周岁且不超过 70 周岁</strong>。21–24
          岁的驾驶员需在柜台支付年轻驾驶员费，<strong>每天 300 泰铢</strong>。
        </p>
        <h2>驾照要求</h2>
        <ul>
          <li>持有满一年的正式驾照，且在整个租期内有效；同时携带护照。</li>
          <li>
            外国游客须持本国驾照及<strong>国际驾照</strong>（1949
            年《日内瓦公约》版本）。东盟国家驾照可单独使用。
          </li>
          <li>
            <strong>中国大陆驾照：</strong
            >中国大陆不签发国际驾照。请携带驾照原件及公证处出具的英文公证翻译件，并随车携带，警察设卡检查时可能需要出示。
          </li>
          <li><strong>香港驾照：</strong>请携带驾照原件及香港运输署签发的国际驾照。</li>
          <li>泰国居民可凭泰国驾照和身份证租车。</li>
        </ul>
        <h2>押金</h2>
        <p>
          取车时将在<strong>主驾驶人本人名下的信用卡</strong>（Visa、Mastercard 或
          JCB）上预授权押金，根据车型为 5,000–20,000 泰铢，还车后约 <strong>15 个工作日</strong>解除。
        </p>
        <p>
          在曼谷素万那普和普吉机场门店，已登录且<strong>芝麻信用分高于 650</strong> 的用户可通过支付宝免押金。
        </p>
        <h2>保险</h2>
        <p>
          所有车辆均已投保泰国强制汽车险（PRB），只保障人身伤害，不保障车辆和财产损失。车辆本身的损失需要保障套餐来覆盖，详见<a
            href="/plan_info/full_protection&amp;BKK01-FULL-PREPAID"
            >保障套餐说明</a
          >。
        </p>
        <h2>燃油</h2>
        <p>
          满油交车、满油还车。请按油箱盖上的标示加油：大部分汽油车加 Gasohol 91 或 95；Fortuner、Hilux、D-Max
          和海狮（HiAce）加柴油。未加满的按油站价格收取差额油费，另加 300 泰铢服务费。
        </p>
        <h2>高速公路收费</h2>
        <p>
          曼谷市内高速和通往芭堤雅的高速公路需要收费，可在收费站付现金，也可在预订时加购 Easy Pass
          卡。车辆未登记的情况下请勿驶入无栏杆的 M-Flow 车道，未缴的 M-Flow 通行费最高会被处以通行费 10
          倍的罚款。
        </p>
        <h2>里程</h2>
        <p>除丰田海狮（HiAce）每天限 300 公里、超出部分每公里 5 泰铢外，所有车型均不限公里数。</p>
        <h2>异地还车</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">路线（双向均可）</th>
              <th scope="col">异地还车费</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>曼谷素万那普 – 芭堤雅</td>
              <td>1,200 泰铢</td>
            </tr>
            <tr>
              <td>普吉机场 – 甲米机场</td>
              <td>1,500 泰铢</td>
            </tr>
            <tr>
              <td>曼谷素万那普 – 清迈机场</td>
              <td>3,500 泰铢</td>
            </tr>
          </tbody>
        </table>
        <p>车辆不得驶出泰国国境；未经我们书面同意，不得搭乘渡轮前往苏梅岛、兰达岛等海岛。</p>
        <h2>非营业时间服务费</h2>
        <p>
          营业时间外取还车，请至少提前 24 小时预约，并在门店支付非营业时间服务费：曼谷、普吉、清迈门店 800
          泰铢，甲米、芭堤雅门店 1,000 泰铢。
        </p>
        <h2>其他规定</h2>
        <ul>
          <li>车内禁止吸烟，违者收取 3,000 泰铢清洁费。</li>
          <li>交通罚款将转给您，另加 300 泰铢手续费。</li>
          <li>4 月泼水节期间，泼水可能损坏车辆电子设备，请关好车窗。</li>
        </ul>
        <p>支付和取消相关规定，请参阅<a href="/article/payment_refund_policy">支付与退款政策</a>。</p>
      `,
    },
    'zh-hant': {
      title: '泰國租車規則',
      summary:
        '曼谷、布吉、清邁、甲米、芭堤雅門市的駕駛者年齡、駕駛執照、按金、燃油、高速公路收費、里數及異地還車規定。',
      body: html`
        <p>
          以下規則適用於我們在泰國的五間門市：曼谷素萬那普、布吉機場、清邁機場、甲米機場及芭堤雅。泰國和香港一樣<strong>靠左行駛</strong>，電單車經常在左右兩邊超車，請加倍留神。
        </p>
        <h2>駕駛者年齡</h2>
        <p>
          所有駕駛者於取車當日須年滿 <strong>21 歲及不超過 70 歲</strong>。21 至 24
          歲的駕駛者須在櫃檯繳付年輕駕駛者附加費，<strong>每日 300 泰銖</strong>。
        </p>
        <h2>駕駛執照</h2>
        <ul>
          <li>持有滿一年的正式駕駛執照，並於整個租期內有效；同時攜帶護照。</li>
          <li>
            外國旅客須持本國駕駛執照及<strong>國際駕駛許可證</strong>（1949
            年《日內瓦公約》版本）。東盟國家駕駛執照可單獨使用。
          </li>
          <li><strong>香港駕駛執照：</strong>請攜帶正本及由運輸署簽發的國際駕駛許可證。</li>
          <li>
            <strong>中國內地駕駛執照：</strong
            >內地不簽發國際駕駛許可證。請攜帶正本及公證處出具的英文公證翻譯本，並隨車攜帶，以備警方設路障檢查時出示。
          </li>
          <li>泰國居民可憑泰國駕駛執照及身份證租車。</li>
        </ul>
        <h2>按金</h2>
        <p>
          取車時會在<strong>主要駕駛者本人名下的信用卡</strong>（Visa、Mastercard 或
          JCB）預授權按金，視乎車款為 5,000 至 20,000 泰銖，還車後約 <strong>15 個工作天</strong>解除。
        </p>
        <p>
          在曼谷素萬那普及布吉機場門市，已登入而<strong>芝麻信用分高於 650</strong> 的客戶可透過支付寶免按金。
        </p>
        <h2>保險</h2>
        <p>
          所有車輛均已投保泰國強制汽車保險（PRB），只保障人身傷亡，不保障車輛及財物損失。車輛本身的損失須由保障計劃承保，詳見<a
            href="/plan_info/full_protection&amp;BKK01-FULL-PREPAID"
            >保障計劃說明</a
          >。
        </p>
        <h2>燃油</h2>
        <p>
          滿油交車、滿油還車。請按油缸蓋上的標示入油：大部分汽油車用 Gasohol 91 或 95；Fortuner、Hilux、D-Max
          及 HiAce 用柴油。未有入滿油的按油站價格收取差額油費，另加 300 泰銖服務費。
        </p>
        <h2>高速公路收費</h2>
        <p>
          曼谷市內高速公路及往芭堤雅的高速公路均須收費，可在收費亭付現金，或於預訂時加購 Easy Pass
          卡。車輛未登記的話請勿駛入無閘的 M-Flow 行車線，未繳付的 M-Flow 路費最高會被罰款路費的 10 倍。
        </p>
        <h2>里數</h2>
        <p>除 Toyota HiAce 客貨車每日限 300 公里、超出部分每公里 5 泰銖外，所有車款均不限公里數。</p>
        <h2>異地還車</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">路線（雙向均可）</th>
              <th scope="col">異地還車費</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>曼谷素萬那普 – 芭堤雅</td>
              <td>1,200 泰銖</td>
            </tr>
            <tr>
              <td>布吉機場 – 甲米機場</td>
              <td>1,500 泰銖</td>
            </tr>
            <tr>
              <td>曼谷素萬那普 – 清邁機場</td>
              <td>3,500 泰銖</td>
            </tr>
          </tbody>
        </table>
        <p>車輛不得駛出泰國境外；未經我們書面同意，不得乘搭渡輪前往蘇梅島、蘭達島等離島。</p>
        <h2>非營業時間服務費</h2>
        <p>
          營業時間以外取車或還車，請最少提前 24 小時預約，並於門市繳付非營業時間服務費：曼谷、布吉、清邁門市
          800 泰銖，甲米、芭堤雅門市 1,000 泰銖。
        </p>
        <h2>其他規定</h2>
        <ul>
          <li>車內嚴禁吸煙，違者收取 3,000 泰銖清潔費。</li>
          <li>交通罰款將轉嫁予您，另加 300 泰銖手續費。</li>
          <li>4 月潑水節期間，潑水可能損壞車內電子設備，請關好車窗。</li>
        </ul>
        <p>付款及取消安排，請參閱<a href="/article/payment_refund_policy">付款及退款政策</a>。</p>
      `,
    },
  },
};
