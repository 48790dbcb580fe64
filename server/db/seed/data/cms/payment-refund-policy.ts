import { at } from '../l10n';
import { html, type CmsSeed } from './types';

// The 30-minute expiry, the 2–3 day review and the 15-business-day deposit release are the rules of
// spec §4 and §9 that the order and refund services enforce; this article explains them.
export const paymentRefundPolicy: CmsSeed = {
  key: 'payment_refund_policy',
  publishedAt: at('2026-02-01T00:00:00Z'),
  text: {
    en: {
      title: 'Payment and refund policy',
      summary:
        'How to pay online or at the counter, which cards we accept, how deposits work, and how cancellations and refunds are handled.',
      body: html`
        <h2>1. Two ways to pay</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">At a glance</th>
              <th scope="col">Pay online (prepaid)</th>
              <th scope="col">Pay at the counter</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">When you pay</th>
              <td>When you book</td>
              <td>At pick-up</td>
            </tr>
            <tr>
              <th scope="row">Currency</th>
              <td>The payment currency you choose on the site</td>
              <td>The store's local currency (USD, THB or NZD)</td>
            </tr>
            <tr>
              <th scope="row">Confirmation</th>
              <td>Instant for plans marked "Confirm now"</td>
              <td>Confirmed by the store, usually within 2 hours</td>
            </tr>
            <tr>
              <th scope="row">Price</th>
              <td>Usually lower</td>
              <td>Includes a counter service fee</td>
            </tr>
          </tbody>
        </table>
        <p>
          Fees that are paid at the store in any case, such as the young driver fee or the after-hours fee,
          appear on your bill marked "pay at the store" and are not included in the online total.
        </p>
        <h2>2. Accepted cards</h2>
        <p>
          We accept <strong>Visa, Mastercard and JCB</strong> credit cards online and at the counter. Online
          payments are protected by 3-D Secure; we never store your full card number or security code, only
          the card brand and its last four digits.
        </p>
        <h2>3. Unpaid reservations</h2>
        <p>
          When you choose to pay online, your car is held for <strong>30 minutes</strong>. If the payment is
          not completed in that time, the reservation expires automatically and the car is released. You can
          then book again; the price may have changed.
        </p>
        <h2>4. Deposit</h2>
        <ul>
          <li>
            The deposit is not a payment: it is a pre-authorisation on a
            <strong>credit card in the main driver's name</strong>, made at pick-up. The amount depends on the
            car and is shown on the car page.
          </li>
          <li>
            It is released about <strong>15 business days</strong> after you return the car, minus any unpaid
            costs such as fuel, tolls, fines or damage not covered by your plan.
          </li>
          <li>
            Logged-in customers with a <strong>Zhima Credit score above 650</strong> can replace the card
            deposit with an Alipay pre-authorisation at participating stores.
          </li>
        </ul>
        <h2>5. Cancellation</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">When you cancel</th>
              <th scope="col">Plans with free cancellation</th>
              <th scope="col">Basic Service (prepaid)</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>24 hours or more before pick-up</td>
              <td>Full refund</td>
              <td>Refund minus one day's rent</td>
            </tr>
            <tr>
              <td>Less than 24 hours before pick-up</td>
              <td>Refund minus one day's rent</td>
              <td>Refund minus one day's rent</td>
            </tr>
            <tr>
              <td>No-show, or cancelled after the pick-up time</td>
              <td>No refund</td>
              <td>No refund</td>
            </tr>
          </tbody>
        </table>
        <p>
          Bookings paid at the counter can be cancelled free of charge at any time before pick-up. If you do
          not show up, we may ask you to prepay future bookings.
        </p>
        <h2>6. Changes</h2>
        <p>
          Change your booking yourself on its order page until <strong>24 hours before pick-up</strong>: the
          dates and times, the return store, the car, the plan (paid the same way), extras, drivers, the
          flight number and the contact. You see the new price beside the old one before anything changes, and
          the booking keeps its number. Plans with free modification change free; other plans pay a change fee
          each time (US$25, ฿500 or NZ$35). Paid at the counter, you pay the new total there. Paid online, a
          lower total is refunded to your card, less the fee; a change that costs more than you paid is made
          by customer service. No changes after pick-up or while a refund is in progress.
        </p>
        <h2>7. How refunds work</h2>
        <ol>
          <li>
            Apply in <strong>My orders</strong>, choosing a reason. A guest can look the order up first with
            the reservation number and phone or e-mail.
          </li>
          <li>
            Our customer service reviews the request within <strong>2–3 days</strong>. You can withdraw it
            while it is under review.
          </li>
          <li>
            Once approved, the money goes back to the card you paid with, in the currency you paid in. Banks
            usually show it within 5–10 business days.
          </li>
        </ol>
        <p>
          Refunds are made in the original payment currency; exchange-rate differences and fees charged by
          your bank are not refunded. Unused rental days after an early return are not refunded.
        </p>
        <h2>8. Questions</h2>
        <p>Our service team is available 24 hours a day; see <a href="/contact">contact us</a>.</p>
      `,
    },
    th: {
      title: 'นโยบายการชำระเงินและการคืนเงิน',
      summary: 'วิธีชำระเงินออนไลน์หรือที่เคาน์เตอร์ บัตรที่รับ การวางมัดจำ และขั้นตอนการยกเลิกและการคืนเงิน',
      body: html`
        <h2>1. ชำระเงินได้ 2 แบบ</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">เปรียบเทียบ</th>
              <th scope="col">ชำระออนไลน์ (ล่วงหน้า)</th>
              <th scope="col">ชำระที่เคาน์เตอร์</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">เวลาชำระ</th>
              <td>ตอนจอง</td>
              <td>ตอนรับรถ</td>
            </tr>
            <tr>
              <th scope="row">สกุลเงิน</th>
              <td>สกุลเงินที่คุณเลือกบนเว็บไซต์</td>
              <td>สกุลเงินท้องถิ่นของสาขา (USD, THB หรือ NZD)</td>
            </tr>
            <tr>
              <th scope="row">การยืนยัน</th>
              <td>ยืนยันทันทีสำหรับแพ็กเกจที่มีป้าย "ยืนยันทันที"</td>
              <td>สาขายืนยัน โดยปกติภายใน 2 ชั่วโมง</td>
            </tr>
            <tr>
              <th scope="row">ราคา</th>
              <td>มักถูกกว่า</td>
              <td>รวมค่าบริการที่เคาน์เตอร์</td>
            </tr>
          </tbody>
        </table>
        <p>
          ค่าธรรมเนียมที่ต้องชำระที่สาขาอยู่แล้ว เช่น ค่าธรรมเนียมผู้ขับขี่อายุน้อย หรือค่าบริการนอกเวลาทำการ
          จะแสดงในใบแจ้งค่าใช้จ่ายพร้อมหมายเหตุ "ชำระที่สาขา" และไม่รวมในยอดชำระออนไลน์
        </p>
        <h2>2. บัตรที่รับชำระ</h2>
        <p>
          เรารับบัตรเครดิต <strong>Visa, Mastercard และ JCB</strong> ทั้งออนไลน์และที่เคาน์เตอร์
          การชำระเงินออนไลน์ได้รับการคุ้มครองด้วย 3-D Secure เราไม่จัดเก็บหมายเลขบัตรเต็มหรือรหัสความปลอดภัย
          จัดเก็บเพียงประเภทบัตรและเลข 4 หลักสุดท้ายเท่านั้น
        </p>
        <h2>3. การจองที่ยังไม่ชำระเงิน</h2>
        <p>
          เมื่อเลือกชำระออนไลน์ เราจะกันรถไว้ให้ <strong>30 นาที</strong> หากชำระเงินไม่สำเร็จภายในเวลาดังกล่าว
          การจองจะหมดอายุโดยอัตโนมัติและรถจะถูกปล่อยให้ผู้อื่นจอง คุณสามารถจองใหม่ได้ แต่ราคาอาจเปลี่ยนแปลง
        </p>
        <h2>4. เงินมัดจำ</h2>
        <ul>
          <li>
            เงินมัดจำไม่ใช่การชำระเงิน แต่เป็นการอนุมัติวงเงินล่วงหน้าบน<strong>บัตรเครดิตในชื่อผู้ขับขี่หลัก</strong>ตอนรับรถ
            จำนวนเงินขึ้นอยู่กับรุ่นรถและแสดงในหน้ารายละเอียดรถ
          </li>
          <li>
            วงเงินจะถูกปลดประมาณ <strong>15 วันทำการ</strong>หลังคืนรถ โดยหักค่าใช้จ่ายที่ค้างชำระ เช่น ค่าน้ำมัน ค่าผ่านทาง
            ค่าปรับ หรือความเสียหายที่แพ็กเกจไม่คุ้มครอง
          </li>
          <li>
            ลูกค้าที่เข้าสู่ระบบและมี<strong>คะแนน Zhima Credit สูงกว่า 650</strong> สามารถใช้การอนุมัติล่วงหน้าผ่าน Alipay
            แทนการวางมัดจำด้วยบัตรได้ที่สาขาที่ร่วมรายการ
          </li>
        </ul>
        <h2>5. การยกเลิก</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">เวลาที่ยกเลิก</th>
              <th scope="col">แพ็กเกจที่ยกเลิกฟรี</th>
              <th scope="col">บริการพื้นฐาน (ชำระล่วงหน้า)</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>24 ชั่วโมงขึ้นไปก่อนเวลารับรถ</td>
              <td>คืนเงินเต็มจำนวน</td>
              <td>คืนเงินโดยหักค่าเช่า 1 วัน</td>
            </tr>
            <tr>
              <td>น้อยกว่า 24 ชั่วโมงก่อนเวลารับรถ</td>
              <td>คืนเงินโดยหักค่าเช่า 1 วัน</td>
              <td>คืนเงินโดยหักค่าเช่า 1 วัน</td>
            </tr>
            <tr>
              <td>ไม่มารับรถ หรือยกเลิกหลังเวลารับรถ</td>
              <td>ไม่คืนเงิน</td>
              <td>ไม่คืนเงิน</td>
            </tr>
          </tbody>
        </table>
        <p>
          การจองแบบชำระที่เคาน์เตอร์ยกเลิกได้ฟรีทุกเมื่อก่อนรับรถ หากไม่มารับรถตามนัด เราอาจขอให้ชำระล่วงหน้าสำหรับการจองครั้งต่อไป
        </p>
        <h2>6. การเปลี่ยนแปลงการจอง</h2>
        <p>
          คุณเปลี่ยนแปลงการจองได้เองที่หน้าคำสั่งจองจนถึง<strong>24 ชั่วโมงก่อนรับรถ</strong> ได้แก่ วันและเวลา สาขาที่คืนรถ รุ่นรถ
          แพ็กเกจ (ชำระแบบเดิม) บริการเสริม ผู้ขับขี่ เที่ยวบิน และผู้ติดต่อ คุณจะเห็นราคาใหม่เทียบกับราคาเดิมก่อนยืนยัน
          และหมายเลขการจองยังคงเดิม แพ็กเกจที่แก้ไขได้ฟรีเปลี่ยนได้โดยไม่มีค่าธรรมเนียม แพ็กเกจอื่นมีค่าธรรมเนียมต่อครั้ง (US$25, ฿500
          หรือ NZ$35) หากชำระที่เคาน์เตอร์ ชำระยอดใหม่ที่เคาน์เตอร์ หากชำระออนไลน์แล้ว ยอดที่ลดลงจะคืนเข้าบัตรหลังหักค่าธรรมเนียม
          ส่วนการเปลี่ยนแปลงที่มีราคาสูงกว่ายอดที่ชำระไว้ ฝ่ายบริการลูกค้าจะดำเนินการให้ เปลี่ยนแปลงไม่ได้หลังรับรถหรือระหว่างขอคืนเงิน
        </p>
        <h2>7. ขั้นตอนการคืนเงิน</h2>
        <ol>
          <li>
            ยื่นคำขอใน<strong>คำสั่งซื้อของฉัน</strong> พร้อมเลือกเหตุผล
            ผู้จองแบบผู้เยี่ยมชมสามารถค้นหาการจองก่อนด้วยหมายเลขการจองและเบอร์โทรศัพท์หรืออีเมล
          </li>
          <li>ฝ่ายบริการลูกค้าจะตรวจสอบคำขอภายใน <strong>2–3 วัน</strong> คุณสามารถถอนคำขอได้ระหว่างการตรวจสอบ</li>
          <li>เมื่ออนุมัติแล้ว เงินจะคืนเข้าบัตรที่ใช้ชำระ ในสกุลเงินที่ชำระ ธนาคารส่วนใหญ่จะแสดงยอดภายใน 5–10 วันทำการ</li>
        </ol>
        <p>
          การคืนเงินทำในสกุลเงินที่ชำระเดิม ส่วนต่างอัตราแลกเปลี่ยนและค่าธรรมเนียมที่ธนาคารเรียกเก็บจะไม่ได้รับคืน
          วันเช่าที่เหลือเมื่อคืนรถก่อนกำหนดจะไม่ได้รับเงินคืน
        </p>
        <h2>8. สอบถามเพิ่มเติม</h2>
        <p>ทีมบริการของเราพร้อมให้บริการตลอด 24 ชั่วโมง ดู<a href="/contact">ติดต่อเรา</a></p>
      `,
    },
    zh: {
      title: '支付与退款政策',
      summary: '在线支付与到店支付怎么选、支持哪些信用卡、押金如何处理，以及取消和退款规则。',
      body: html`
        <h2>一、两种支付方式</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">对比项</th>
              <th scope="col">在线支付（预付）</th>
              <th scope="col">到店支付</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">支付时间</th>
              <td>预订时</td>
              <td>取车时</td>
            </tr>
            <tr>
              <th scope="row">币种</th>
              <td>您在网站上选择的支付币种</td>
              <td>门店当地货币（美元、泰铢或新西兰元）</td>
            </tr>
            <tr>
              <th scope="row">确认方式</th>
              <td>标有“立即确认”的套餐即时确认</td>
              <td>由门店确认，通常在 2 小时内</td>
            </tr>
            <tr>
              <th scope="row">价格</th>
              <td>通常更优惠</td>
              <td>含柜台服务费</td>
            </tr>
          </tbody>
        </table>
        <p>
          年轻驾驶员费、非营业时间服务费等本就需要在门店支付的费用，会在账单上标注“到店支付”，不计入在线支付总额。
        </p>
        <h2>二、支持的信用卡</h2>
        <p>
          线上和柜台均支持 <strong>Visa、Mastercard、JCB</strong> 信用卡。在线支付受 3-D Secure
          验证保护；我们不会保存完整卡号和安全码，只记录卡组织和卡号后四位。
        </p>
        <h2>三、未支付订单</h2>
        <p>
          选择在线支付后，车辆将为您保留 <strong>30 分钟</strong>。30
          分钟内未完成支付，订单将自动失效，车辆释放。您可以重新预订，但价格可能有变化。
        </p>
        <h2>四、押金</h2>
        <ul>
          <li>
            押金不是扣款，而是取车时在<strong>主驾驶人本人名下的信用卡</strong>上做的预授权。金额因车型而异，车辆详情页有标示。
          </li>
          <li>
            还车后约
            <strong>15 个工作日</strong
            >解除预授权；如有油费、过路费、罚款或套餐未覆盖的车损等未结费用，将从中扣除。
          </li>
          <li>
            已登录且<strong>芝麻信用分高于 650</strong> 的用户，可在支持的门店用支付宝预授权代替信用卡押金。
          </li>
        </ul>
        <h2>五、取消规则</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">取消时间</th>
              <th scope="col">含免费取消的套餐</th>
              <th scope="col">基础服务（预付）</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>取车前 24 小时及以上</td>
              <td>全额退款</td>
              <td>扣除 1 天租金后退款</td>
            </tr>
            <tr>
              <td>取车前不足 24 小时</td>
              <td>扣除 1 天租金后退款</td>
              <td>扣除 1 天租金后退款</td>
            </tr>
            <tr>
              <td>未到店取车，或取车时间之后取消</td>
              <td>不予退款</td>
              <td>不予退款</td>
            </tr>
          </tbody>
        </table>
        <p>到店支付的订单在取车前可随时免费取消。如多次预订未到店，今后的订单可能需要预付。</p>
        <h2>六、修改订单</h2>
        <p>
          修改截止时间为取车前<strong>24小时</strong>，此前您可在订单页面自行修改：取车和还车日期时间、还车门店、车型、套餐（支付方式不变）、附加服务、驾驶员、航班号及联系人。确认前会并列显示新旧价格，订单号保持不变。含免费修改的套餐修改免费，其他套餐每次修改收取修改费（US$25、฿500或NZ$35）。到店支付的订单，在门店支付新的总额；已在线支付的订单，降低的金额扣除修改费后退回原卡；费用高于已付金额的修改请联系客服办理。取车后或退款处理中不可修改。
        </p>
        <h2>七、退款流程</h2>
        <ol>
          <li>
            在<strong>我的订单</strong>中提交退款申请并选择原因。游客可先凭订单号和手机号或邮箱查询订单。
          </li>
          <li>客服将在 <strong>2–3 天</strong>内完成审核。审核期间您可以撤回申请。</li>
          <li>审核通过后，款项按原支付币种原路退回至支付所用的银行卡，一般 5–10 个工作日到账。</li>
        </ol>
        <p>退款以原支付币种退回，汇率差额及银行收取的手续费不予退还。提前还车未使用的租期不予退款。</p>
        <h2>八、其他问题</h2>
        <p>客服团队 24 小时在线，请查看<a href="/contact">联系我们</a>。</p>
      `,
    },
    'zh-hant': {
      title: '付款及退款政策',
      summary: '網上付款與到店付款如何選擇、接受哪些信用卡、按金如何處理，以及取消及退款安排。',
      body: html`
        <h2>一、兩種付款方式</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">比較項目</th>
              <th scope="col">網上付款（預付）</th>
              <th scope="col">到店付款</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">付款時間</th>
              <td>預訂時</td>
              <td>取車時</td>
            </tr>
            <tr>
              <th scope="row">貨幣</th>
              <td>您在網站上選擇的付款貨幣</td>
              <td>門市當地貨幣（美元、泰銖或新西蘭元）</td>
            </tr>
            <tr>
              <th scope="row">確認方式</th>
              <td>標有「即時確認」的計劃即時確認</td>
              <td>由門市確認，一般於 2 小時內</td>
            </tr>
            <tr>
              <th scope="row">價錢</th>
              <td>通常較優惠</td>
              <td>包括櫃檯服務費</td>
            </tr>
          </tbody>
        </table>
        <p>
          年輕駕駛者附加費、非營業時間服務費等本來就須在門市繳付的費用，會在賬單上註明「到店繳付」，不計入網上付款總額。
        </p>
        <h2>二、接受的信用卡</h2>
        <p>
          網上及櫃檯均接受 <strong>Visa、Mastercard 及 JCB</strong> 信用卡。網上付款受 3-D Secure
          驗證保護；我們不會儲存完整卡號及保安編碼，只記錄信用卡類別及卡號最後四位數字。
        </p>
        <h2>三、未付款的預訂</h2>
        <p>
          選擇網上付款後，車輛會為您保留 <strong>30 分鐘</strong>。如 30
          分鐘內未完成付款，預訂會自動失效，車輛隨即釋出。您可以重新預訂，但價錢或有變動。
        </p>
        <h2>四、按金</h2>
        <ul>
          <li>
            按金並非扣款，而是取車時在<strong>主要駕駛者本人名下的信用卡</strong>上作出的預授權。金額視乎車款而定，車輛詳情頁已列明。
          </li>
          <li>
            還車後約
            <strong>15 個工作天</strong
            >解除預授權；如有油費、路費、罰款或保障計劃不包括的車輛損毀等未清繳費用，將從中扣除。
          </li>
          <li>
            已登入而<strong>芝麻信用分高於 650</strong> 的客戶，可在適用門市以支付寶預授權代替信用卡按金。
          </li>
        </ul>
        <h2>五、取消安排</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">取消時間</th>
              <th scope="col">包免費取消的計劃</th>
              <th scope="col">基礎服務（預付）</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>取車前 24 小時或以上</td>
              <td>全數退款</td>
              <td>扣除 1 日租金後退款</td>
            </tr>
            <tr>
              <td>取車前不足 24 小時</td>
              <td>扣除 1 日租金後退款</td>
              <td>扣除 1 日租金後退款</td>
            </tr>
            <tr>
              <td>沒有到店取車，或於取車時間後取消</td>
              <td>不設退款</td>
              <td>不設退款</td>
            </tr>
          </tbody>
        </table>
        <p>到店付款的預訂在取車前可隨時免費取消。如多次預訂而未有到店，日後的預訂或須預先付款。</p>
        <h2>六、更改預訂</h2>
        <p>
          更改截止時間為取車前<strong>24小時</strong>，此前您可在訂單頁面自行更改：取車及還車日期時間、還車門市、車型、套餐（付款方式不變）、附加服務、駕駛者、航班編號及聯絡人。確認前會並列顯示新舊價格，訂單編號維持不變。包免費更改的套餐更改免費，其他套餐每次更改收取更改費（US$25、฿500或NZ$35）。到店付款的訂單，在門市支付新的總額；已網上付款的訂單，減少的金額扣除更改費後退回原信用卡；費用高於已付金額的更改請聯絡客戶服務辦理。取車後或退款處理期間不可更改。
        </p>
        <h2>七、退款流程</h2>
        <ol>
          <li>
            在<strong>我的訂單</strong>提交退款申請並選擇原因。訪客可先憑訂單編號及手提電話號碼或電郵查詢訂單。
          </li>
          <li>客服會於 <strong>2 至 3 日</strong>內完成審核。審核期間您可撤回申請。</li>
          <li>審核通過後，款項會以原付款貨幣退回至付款所用的信用卡，一般於 5 至 10 個工作天內入賬。</li>
        </ol>
        <p>退款以原付款貨幣退回，匯率差額及銀行收取的手續費恕不退還。提早還車未使用的租期不設退款。</p>
        <h2>八、其他查詢</h2>
        <p>客服團隊 24 小時候命，請瀏覽<a href="/contact">聯絡我們</a>。</p>
      `,
    },
  },
};
