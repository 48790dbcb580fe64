import { CMS_KEYS } from '@/lib/api/contract/cms';
import { at } from '../l10n';
import { html, type CmsSeed } from './types';

// One item of key 'plan_info' per insurance tier, named like the packages' plan_group (data/packages.ts).
const publishedAt = at('2026-02-01T00:00:00Z');

const basicService: CmsSeed = {
  key: CMS_KEYS.planInfo,
  introId: 'basic_service',
  publishedAt,
  sort: 1,
  text: {
    en: {
      title: 'Basic Service',
      summary:
        'The car and the cover the law requires, at the lowest price. You are responsible for damage to the car.',
      body: html`
        <p>
          Basic Service is the rental on its own: the car, the full-to-full fuel policy and the minimum cover
          that local law requires. It suits drivers who already hold insurance that covers rental cars, such
          as a US personal auto policy or a premium credit card's rental cover.
        </p>
        <h2>What is covered</h2>
        <ul>
          <li>Thailand: compulsory motor insurance (Por Ror Bor) for injury to people.</li>
          <li>New Zealand: third-party liability to the legal minimum.</li>
          <li>
            USA: <strong>no liability cover is included</strong>. You must show your own US auto insurance at
            pick-up, or the store may refuse the rental.
          </li>
        </ul>
        <h2>What is not covered</h2>
        <p>
          Damage to the rental car, theft, glass and tyres are not covered: you pay for repairs up to the full
          value of the car. The deposit covers only part of this amount.
        </p>
        <p>
          Prepaid Basic Service bookings have a cancellation fee of one day's rent; see the
          <a href="/article/payment_refund_policy">payment and refund policy</a>.
        </p>
      `,
    },
    th: {
      title: 'บริการพื้นฐาน',
      summary: 'รถพร้อมความคุ้มครองที่กฎหมายกำหนด ในราคาต่ำที่สุด คุณต้องรับผิดชอบความเสียหายของตัวรถเอง',
      body: html`
        <p>
          บริการพื้นฐานคือการเช่ารถอย่างเดียว ได้แก่ ตัวรถ นโยบายน้ำมันรับเต็มคืนเต็ม และความคุ้มครองขั้นต่ำที่กฎหมายท้องถิ่นกำหนด
          เหมาะสำหรับผู้ขับขี่ที่มีประกันซึ่งคุ้มครองรถเช่าอยู่แล้ว เช่น ประกันรถยนต์ส่วนบุคคลในสหรัฐฯ
          หรือความคุ้มครองรถเช่าจากบัตรเครดิตระดับพรีเมียม
        </p>
        <h2>สิ่งที่คุ้มครอง</h2>
        <ul>
          <li>ประเทศไทย: ประกันภัยรถยนต์ภาคบังคับ (พ.ร.บ.) คุ้มครองการบาดเจ็บของบุคคล</li>
          <li>นิวซีแลนด์: ความรับผิดต่อบุคคลภายนอกตามขั้นต่ำที่กฎหมายกำหนด</li>
          <li>
            สหรัฐอเมริกา: <strong>ไม่รวมความคุ้มครองความรับผิดต่อบุคคลภายนอก</strong> คุณต้องแสดงประกันรถยนต์ในสหรัฐฯ
            ของคุณเองตอนรับรถ มิฉะนั้นสาขาอาจปฏิเสธการเช่า
          </li>
        </ul>
        <h2>สิ่งที่ไม่คุ้มครอง</h2>
        <p>
          ไม่คุ้มครองความเสียหายของรถเช่า การโจรกรรม กระจก และยาง คุณต้องชำระค่าซ่อมสูงสุดเท่ากับมูลค่ารถทั้งคัน
          เงินมัดจำครอบคลุมเพียงบางส่วนของจำนวนนี้
        </p>
        <p>
          การจองบริการพื้นฐานแบบชำระล่วงหน้ามีค่ายกเลิกเท่ากับค่าเช่า 1 วัน ดู<a href="/article/payment_refund_policy"
            >นโยบายการชำระเงินและการคืนเงิน</a
          >
        </p>
      `,
    },
    zh: {
      title: '基础服务',
      summary: '只含车辆和法律要求的最低保障，价格最低；车辆损失需由您自行承担。',
      body: html`
        <p>
          基础服务就是单纯租车：车辆本身、满油取还的燃油政策，以及当地法律要求的最低保障。适合已有可覆盖租赁车辆保险的驾驶员，例如美国个人车险，或高端信用卡附带的租车保障。
        </p>
        <h2>保障内容</h2>
        <ul>
          <li>泰国：泰国强制汽车险（PRB），保障人身伤害。</li>
          <li>新西兰：法定最低额度的第三者责任险。</li>
          <li>
            美国：<strong>不含任何第三者责任险</strong>。取车时须出示您本人的美国车险，否则门店可能拒绝出车。
          </li>
        </ul>
        <h2>不保障的内容</h2>
        <p>
          租赁车辆本身的损失、盗抢、玻璃和轮胎均不在保障范围内：维修费用由您承担，最高可达车辆全价。押金只能覆盖其中一部分。
        </p>
        <p>
          预付的基础服务订单取消需扣除 1 天租金，详见<a href="/article/payment_refund_policy"
            >支付与退款政策</a
          >。
        </p>
      `,
    },
    'zh-hant': {
      title: '基礎服務',
      summary: '只包括車輛及法例要求的最低保障，價錢最低；車輛損毀須由您自行承擔。',
      body: html`
        <p>
          基礎服務就是單純租車：車輛本身、滿油取還的燃油政策，以及當地法例要求的最低保障。適合已持有保障租賃車輛保險的駕駛者，例如美國私家車保險，或高端信用卡附帶的租車保障。
        </p>
        <h2>保障範圍</h2>
        <ul>
          <li>泰國：泰國強制汽車保險（PRB），保障人身傷亡。</li>
          <li>新西蘭：法定最低額度的第三者責任保險。</li>
          <li>
            美國：<strong>不包括任何第三者責任保險</strong>。取車時須出示您本人的美國汽車保險，否則門市或會拒絕出車。
          </li>
        </ul>
        <h2>不保障範圍</h2>
        <p>
          租賃車輛本身的損毀、盜竊、玻璃及輪胎均不受保障：維修費用由您承擔，最高可達車輛全數價值。按金只能抵銷其中一部分。
        </p>
        <p>
          預付的基礎服務預訂取消時須扣除 1 日租金，詳見<a href="/article/payment_refund_policy"
            >付款及退款政策</a
          >。
        </p>
      `,
    },
  },
};

const basicProtection: CmsSeed = {
  key: CMS_KEYS.planInfo,
  introId: 'basic_protection',
  publishedAt,
  sort: 2,
  text: {
    en: {
      title: 'Basic Protection',
      summary:
        'Adds a collision damage waiver: damage to the car costs you no more than the excess. Free cancellation included.',
      body: html`
        <p>
          Basic Protection adds a <strong>collision damage waiver (CDW)</strong> to Basic Service. If the car
          is damaged in a collision, you pay only up to the excess; we cover the rest.
        </p>
        <h2>Your excess</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">Excess per incident</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>USA</td>
              <td>US$1,500</td>
            </tr>
            <tr>
              <td>Thailand</td>
              <td>THB 20,000</td>
            </tr>
            <tr>
              <td>New Zealand</td>
              <td>NZ$3,000</td>
            </tr>
          </tbody>
        </table>
        <h2>Also included</h2>
        <ul>
          <li>Free cancellation up to 24 hours before pick-up.</li>
          <li>Full-to-full fuel policy.</li>
        </ul>
        <h2>Not covered</h2>
        <p>
          Theft, third-party liability (in the USA you still need your own US auto insurance), glass, tyres,
          the underside of the car, and damage caused by driving under the influence, by an unauthorised
          driver or on prohibited roads.
        </p>
      `,
    },
    th: {
      title: 'ความคุ้มครองพื้นฐาน',
      summary: 'เพิ่มประกันความเสียหายจากการชน (CDW) คุณจ่ายค่าเสียหายไม่เกินค่าเสียหายส่วนแรก พร้อมยกเลิกฟรี',
      body: html`
        <p>
          ความคุ้มครองพื้นฐานเพิ่ม<strong>ประกันความเสียหายจากการชน (CDW)</strong> จากบริการพื้นฐาน หากรถเสียหายจากการชน
          คุณจ่ายไม่เกินค่าเสียหายส่วนแรก ส่วนที่เหลือเรารับผิดชอบ
        </p>
        <h2>ค่าเสียหายส่วนแรก</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">ประเทศ</th>
              <th scope="col">ค่าเสียหายส่วนแรกต่อครั้ง</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>สหรัฐอเมริกา</td>
              <td>1,500 ดอลลาร์สหรัฐ</td>
            </tr>
            <tr>
              <td>ประเทศไทย</td>
              <td>20,000 บาท</td>
            </tr>
            <tr>
              <td>นิวซีแลนด์</td>
              <td>3,000 ดอลลาร์นิวซีแลนด์</td>
            </tr>
          </tbody>
        </table>
        <h2>รวมอยู่ในแพ็กเกจ</h2>
        <ul>
          <li>ยกเลิกฟรีจนถึง 24 ชั่วโมงก่อนเวลารับรถ</li>
          <li>นโยบายน้ำมันรับเต็มคืนเต็ม</li>
        </ul>
        <h2>สิ่งที่ไม่คุ้มครอง</h2>
        <p>
          การโจรกรรม ความรับผิดต่อบุคคลภายนอก (ในสหรัฐฯ ยังต้องมีประกันรถยนต์ในสหรัฐฯ ของคุณเอง) กระจก ยาง ใต้ท้องรถ
          และความเสียหายจากการขับขี่ขณะมึนเมา ผู้ขับขี่ที่ไม่ได้ระบุในสัญญา หรือการขับบนถนนต้องห้าม
        </p>
      `,
    },
    zh: {
      title: '基础保障',
      summary: '在基础服务上增加车辆碰撞损失险（CDW），车损最多只需承担起赔额，并含免费取消。',
      body: html`
        <p>
          基础保障在基础服务之上增加了<strong>车辆碰撞损失险（CDW）</strong>。车辆发生碰撞受损时，您最多只需承担起赔额（自付额），其余由我们承担。
        </p>
        <h2>起赔额</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">国家</th>
              <th scope="col">每次事故起赔额</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>美国</td>
              <td>1,500 美元</td>
            </tr>
            <tr>
              <td>泰国</td>
              <td>20,000 泰铢</td>
            </tr>
            <tr>
              <td>新西兰</td>
              <td>3,000 新西兰元</td>
            </tr>
          </tbody>
        </table>
        <h2>同时包含</h2>
        <ul>
          <li>取车前 24 小时免费取消。</li>
          <li>满油取还的燃油政策。</li>
        </ul>
        <h2>不保障的内容</h2>
        <p>
          盗抢、第三者责任（在美国仍需您本人的美国车险）、玻璃、轮胎、车辆底盘，以及酒驾、非登记驾驶员驾驶或在禁行道路行驶造成的损失。
        </p>
      `,
    },
    'zh-hant': {
      title: '基礎保障',
      summary: '在基礎服務上加入車輛碰撞損失險（CDW），車輛損毀最多只須承擔墊底費，並包免費取消。',
      body: html`
        <p>
          基礎保障在基礎服務之上加入<strong>車輛碰撞損失險（CDW）</strong>。車輛因碰撞受損時，您最多只須承擔墊底費（自負額），其餘由我們承擔。
        </p>
        <h2>墊底費</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">國家</th>
              <th scope="col">每宗事故墊底費</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>美國</td>
              <td>1,500 美元</td>
            </tr>
            <tr>
              <td>泰國</td>
              <td>20,000 泰銖</td>
            </tr>
            <tr>
              <td>新西蘭</td>
              <td>3,000 新西蘭元</td>
            </tr>
          </tbody>
        </table>
        <h2>同時包括</h2>
        <ul>
          <li>取車前 24 小時免費取消。</li>
          <li>滿油取還的燃油政策。</li>
        </ul>
        <h2>不保障範圍</h2>
        <p>
          盜竊、第三者責任（在美國仍須持有您本人的美國汽車保險）、玻璃、輪胎、車底，以及醉駕、非登記駕駛者駕駛或在禁止道路行駛所造成的損毀。
        </p>
      `,
    },
  },
};

const fullProtection: CmsSeed = {
  key: CMS_KEYS.planInfo,
  introId: 'full_protection',
  publishedAt,
  sort: 3,
  text: {
    en: {
      title: 'Full Protection',
      summary:
        'Collision damage, theft and third-party liability, with a low excess, unlimited mileage and a free additional driver.',
      body: html`
        <p>
          Full Protection is our most popular plan. It combines the <strong>collision damage waiver</strong>,
          <strong>theft protection</strong> and <strong>third-party liability</strong>, so it also meets the
          US auto insurance requirement at pick-up.
        </p>
        <h2>What is covered</h2>
        <ul>
          <li>Damage to the rental car and its theft, above a reduced excess.</li>
          <li>
            Injury to others and damage to their property: up to US$1,000,000 in the USA (supplemental
            liability insurance), THB 1,000,000 in Thailand and NZ$5,000,000 in New Zealand.
          </li>
        </ul>
        <table>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">Excess per incident</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>USA</td>
              <td>US$500</td>
            </tr>
            <tr>
              <td>Thailand</td>
              <td>THB 5,000</td>
            </tr>
            <tr>
              <td>New Zealand</td>
              <td>NZ$1,000</td>
            </tr>
          </tbody>
        </table>
        <h2>Also included</h2>
        <ul>
          <li>Free cancellation up to 24 hours before pick-up.</li>
          <li>Unlimited mileage on every car.</li>
          <li>One additional driver free of charge.</li>
        </ul>
        <h2>Not covered</h2>
        <p>
          Glass, tyres and the underside of the car, lost keys, and damage caused by driving under the
          influence, by an unauthorised driver or on prohibited roads.
        </p>
      `,
    },
    th: {
      title: 'ความคุ้มครองเต็มรูปแบบ',
      summary:
        'คุ้มครองความเสียหายจากการชน รถหาย และความรับผิดต่อบุคคลภายนอก ค่าเสียหายส่วนแรกต่ำ ไม่จำกัดระยะทาง และเพิ่มผู้ขับขี่ได้ฟรี',
      body: html`
        <p>
          ความคุ้มครองเต็มรูปแบบเป็นแพ็กเกจยอดนิยมของเรา รวม<strong>ประกันความเสียหายจากการชน</strong>
          <strong>ประกันรถหาย</strong> และ<strong>ประกันภัยบุคคลภายนอก</strong>ไว้ด้วยกัน
          จึงเป็นไปตามข้อกำหนดประกันรถยนต์ของสหรัฐฯ ตอนรับรถด้วย
        </p>
        <h2>สิ่งที่คุ้มครอง</h2>
        <ul>
          <li>ความเสียหายและการโจรกรรมรถเช่า ในส่วนที่เกินค่าเสียหายส่วนแรกที่ลดลงแล้ว</li>
          <li>
            การบาดเจ็บของผู้อื่นและความเสียหายต่อทรัพย์สินของผู้อื่น สูงสุด 1,000,000 ดอลลาร์สหรัฐในสหรัฐฯ 1,000,000
            บาทในประเทศไทย และ 5,000,000 ดอลลาร์นิวซีแลนด์ในนิวซีแลนด์
          </li>
        </ul>
        <table>
          <thead>
            <tr>
              <th scope="col">ประเทศ</th>
              <th scope="col">ค่าเสียหายส่วนแรกต่อครั้ง</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>สหรัฐอเมริกา</td>
              <td>500 ดอลลาร์สหรัฐ</td>
            </tr>
            <tr>
              <td>ประเทศไทย</td>
              <td>5,000 บาท</td>
            </tr>
            <tr>
              <td>นิวซีแลนด์</td>
              <td>1,000 ดอลลาร์นิวซีแลนด์</td>
            </tr>
          </tbody>
        </table>
        <h2>รวมอยู่ในแพ็กเกจ</h2>
        <ul>
          <li>ยกเลิกฟรีจนถึง 24 ชั่วโมงก่อนเวลารับรถ</li>
          <li>ไม่จำกัดระยะทางสำหรับรถทุกคัน</li>
          <li>เพิ่มผู้ขับขี่ได้ 1 คนโดยไม่มีค่าใช้จ่าย</li>
        </ul>
        <h2>สิ่งที่ไม่คุ้มครอง</h2>
        <p>
          กระจก ยาง และใต้ท้องรถ กุญแจหาย และความเสียหายจากการขับขี่ขณะมึนเมา ผู้ขับขี่ที่ไม่ได้ระบุในสัญญา หรือการขับบนถนนต้องห้าม
        </p>
      `,
    },
    zh: {
      title: '全面保障',
      summary: '涵盖碰撞损失、盗抢和第三者责任，起赔额低，不限里程，并免费增加一名驾驶员。',
      body: html`
        <p>
          全面保障是最受欢迎的套餐，包含<strong>车辆碰撞损失险</strong>、<strong>盗抢险</strong>和<strong>第三者责任险</strong>，同时满足美国取车时的车险要求。
        </p>
        <h2>保障内容</h2>
        <ul>
          <li>租赁车辆的损失及盗抢，超出（已降低的）起赔额部分由我们承担。</li>
          <li>
            第三方人身伤害及财产损失：美国最高 100 万美元（附加责任险 SLI），泰国最高 100 万泰铢，新西兰最高
            500 万新西兰元。
          </li>
        </ul>
        <table>
          <thead>
            <tr>
              <th scope="col">国家</th>
              <th scope="col">每次事故起赔额</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>美国</td>
              <td>500 美元</td>
            </tr>
            <tr>
              <td>泰国</td>
              <td>5,000 泰铢</td>
            </tr>
            <tr>
              <td>新西兰</td>
              <td>1,000 新西兰元</td>
            </tr>
          </tbody>
        </table>
        <h2>同时包含</h2>
        <ul>
          <li>取车前 24 小时免费取消。</li>
          <li>所有车型不限里程。</li>
          <li>免费增加一名驾驶员。</li>
        </ul>
        <h2>不保障的内容</h2>
        <p>玻璃、轮胎、车辆底盘，钥匙丢失，以及酒驾、非登记驾驶员驾驶或在禁行道路行驶造成的损失。</p>
      `,
    },
    'zh-hant': {
      title: '全面保障',
      summary: '涵蓋碰撞損失、盜竊及第三者責任，墊底費低，不限里數，並免費增加一名駕駛者。',
      body: html`
        <p>
          全面保障是最受歡迎的計劃，包括<strong>車輛碰撞損失險</strong>、<strong>盜竊險</strong>及<strong>第三者責任保險</strong>，同時符合美國取車時的汽車保險要求。
        </p>
        <h2>保障範圍</h2>
        <ul>
          <li>租賃車輛的損毀及被盜，超出（已調低的）墊底費部分由我們承擔。</li>
          <li>
            第三者人身傷亡及財物損失：美國最高 100 萬美元（附加責任保險 SLI），泰國最高 100 萬泰銖，新西蘭最高
            500 萬新西蘭元。
          </li>
        </ul>
        <table>
          <thead>
            <tr>
              <th scope="col">國家</th>
              <th scope="col">每宗事故墊底費</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>美國</td>
              <td>500 美元</td>
            </tr>
            <tr>
              <td>泰國</td>
              <td>5,000 泰銖</td>
            </tr>
            <tr>
              <td>新西蘭</td>
              <td>1,000 新西蘭元</td>
            </tr>
          </tbody>
        </table>
        <h2>同時包括</h2>
        <ul>
          <li>取車前 24 小時免費取消。</li>
          <li>所有車款不限里數。</li>
          <li>免費增加一名駕駛者。</li>
        </ul>
        <h2>不保障範圍</h2>
        <p>玻璃、輪胎、車底、遺失車匙，以及醉駕、非登記駕駛者駕駛或在禁止道路行駛所造成的損毀。</p>
      `,
    },
  },
};

const superProtection: CmsSeed = {
  key: CMS_KEYS.planInfo,
  introId: 'super_protection',
  publishedAt,
  sort: 4,
  text: {
    en: {
      title: 'Super Protection',
      summary:
        'Zero excess, including glass, tyres and lost keys, plus free changes to your booking and a self-drive kit. Nothing more to pay for damage.',
      body: html`
        <p>
          Super Protection is worry-free driving: everything in Full Protection, with the
          <strong>excess reduced to zero</strong>. If the car is damaged or stolen, you pay nothing towards
          the repair, as long as the rental terms were followed.
        </p>
        <h2>What is covered</h2>
        <ul>
          <li>Collision damage and theft with zero excess.</li>
          <li>Glass, tyres, the underside of the car and lost or locked-in keys.</li>
          <li>Third-party liability as in Full Protection (up to US$1,000,000 in the USA).</li>
          <li>Roadside assistance call-outs, including flat batteries and running out of fuel.</li>
        </ul>
        <h2>Also included</h2>
        <ul>
          <li>Free cancellation up to 24 hours before pick-up, and free changes to dates, times or car.</li>
          <li>Unlimited mileage and one additional driver free of charge.</li>
          <li>A self-drive kit: phone mount, car charger and a portable Wi-Fi hotspot.</li>
        </ul>
        <h2>Not covered</h2>
        <p>
          Damage caused by driving under the influence, by an unauthorised driver, on prohibited roads, or
          deliberately; fines, tolls and fuel.
        </p>
      `,
    },
    th: {
      title: 'ความคุ้มครองสูงสุด',
      summary: 'ไม่มีค่าเสียหายส่วนแรก รวมกระจก ยาง และกุญแจหาย พร้อมแก้ไขการจองฟรีและชุดอุปกรณ์ขับขี่ ไม่ต้องจ่ายค่าเสียหายเพิ่ม',
      body: html`
        <p>
          ความคุ้มครองสูงสุดคือการขับขี่แบบไร้กังวล ได้ทุกอย่างในความคุ้มครองเต็มรูปแบบ และ<strong>ไม่มีค่าเสียหายส่วนแรก</strong>
          หากรถเสียหายหรือถูกโจรกรรม คุณไม่ต้องจ่ายค่าซ่อมเลย ตราบใดที่ปฏิบัติตามเงื่อนไขการเช่า
        </p>
        <h2>สิ่งที่คุ้มครอง</h2>
        <ul>
          <li>ความเสียหายจากการชนและการโจรกรรม โดยไม่มีค่าเสียหายส่วนแรก</li>
          <li>กระจก ยาง ใต้ท้องรถ และกุญแจหายหรือลืมกุญแจไว้ในรถ</li>
          <li>ความรับผิดต่อบุคคลภายนอกเช่นเดียวกับความคุ้มครองเต็มรูปแบบ (สูงสุด 1,000,000 ดอลลาร์สหรัฐในสหรัฐฯ)</li>
          <li>บริการช่วยเหลือฉุกเฉินบนถนน รวมถึงแบตเตอรี่หมดและน้ำมันหมด</li>
        </ul>
        <h2>รวมอยู่ในแพ็กเกจ</h2>
        <ul>
          <li>ยกเลิกฟรีจนถึง 24 ชั่วโมงก่อนเวลารับรถ และเปลี่ยนวัน เวลา หรือรุ่นรถได้ฟรี</li>
          <li>ไม่จำกัดระยะทาง และเพิ่มผู้ขับขี่ได้ 1 คนโดยไม่มีค่าใช้จ่าย</li>
          <li>ชุดอุปกรณ์ขับขี่: ที่ยึดโทรศัพท์ ที่ชาร์จในรถ และพ็อกเก็ตไวไฟ</li>
        </ul>
        <h2>สิ่งที่ไม่คุ้มครอง</h2>
        <p>
          ความเสียหายจากการขับขี่ขณะมึนเมา ผู้ขับขี่ที่ไม่ได้ระบุในสัญญา การขับบนถนนต้องห้าม หรือการกระทำโดยเจตนา รวมถึงค่าปรับ
          ค่าผ่านทาง และค่าน้ำมัน
        </p>
      `,
    },
    zh: {
      title: '超级保障',
      summary: '零起赔额，含玻璃、轮胎和钥匙丢失，另享免费改单和自驾套装，车损无需再掏一分钱。',
      body: html`
        <p>
          超级保障让您开得安心：包含全面保障的全部内容，并且<strong>起赔额降为零</strong>。只要遵守租车条款，车辆受损或被盗时，您无需承担任何维修费用。
        </p>
        <h2>保障内容</h2>
        <ul>
          <li>车辆碰撞损失和盗抢，零起赔额。</li>
          <li>玻璃、轮胎、车辆底盘，以及钥匙丢失或锁在车内。</li>
          <li>第三者责任与全面保障相同（美国最高 100 万美元）。</li>
          <li>道路救援，包括电瓶亏电、燃油耗尽。</li>
        </ul>
        <h2>同时包含</h2>
        <ul>
          <li>取车前 24 小时免费取消，可免费修改日期、时间或车型。</li>
          <li>不限里程，免费增加一名驾驶员。</li>
          <li>自驾套装：手机支架、车载充电器和随身 Wi-Fi。</li>
        </ul>
        <h2>不保障的内容</h2>
        <p>酒驾、非登记驾驶员驾驶、在禁行道路行驶或故意造成的损失；罚款、过路费和油费。</p>
      `,
    },
    'zh-hant': {
      title: '超級保障',
      summary: '零墊底費，包括玻璃、輪胎及遺失車匙，另享免費更改預訂及自駕套裝，車輛損毀毋須再付一分一毫。',
      body: html`
        <p>
          超級保障讓您駕駛時全無後顧之憂：包括全面保障的所有內容，並將<strong>墊底費降至零</strong>。只要遵守租車條款，車輛損毀或被盜時，您毋須承擔任何維修費用。
        </p>
        <h2>保障範圍</h2>
        <ul>
          <li>車輛碰撞損毀及盜竊，零墊底費。</li>
          <li>玻璃、輪胎、車底，以及遺失車匙或車匙鎖在車內。</li>
          <li>第三者責任與全面保障相同（美國最高 100 萬美元）。</li>
          <li>道路救援，包括電池無電及燃油耗盡。</li>
        </ul>
        <h2>同時包括</h2>
        <ul>
          <li>取車前 24 小時免費取消，並可免費更改日期、時間或車款。</li>
          <li>不限里數，免費增加一名駕駛者。</li>
          <li>自駕套裝：手機支架、車用充電器及隨身 Wi-Fi。</li>
        </ul>
        <h2>不保障範圍</h2>
        <p>醉駕、非登記駕駛者駕駛、在禁止道路行駛或蓄意造成的損毀；罰款、路費及油費。</p>
      `,
    },
  },
};

export const planInfo: CmsSeed[] = [basicService, basicProtection, fullProtection, superProtection];
