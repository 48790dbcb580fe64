import { at } from '../l10n';
import { html, type CmsSeed } from './types';

export const userAgreement: CmsSeed = {
  key: 'user_agreement',
  publishedAt: at('2026-03-01T00:00:00Z'),
  text: {
    en: {
      title: 'Terms of use',
      summary:
        'The terms that apply when you use the Rentcar Go website and book a car with us: bookings, payment, cancellation, use of the car and liability.',
      body: html`
        <p>
          Last updated: 1 March 2026. These terms apply to your use of the Rentcar Go website and apps and to
          every booking made through them. By creating an account or making a booking you accept them. Please
          also read our <a href="/privacy_policy">privacy policy</a>, the
          <a href="/article/payment_refund_policy">payment and refund policy</a> and the rent rules of the
          country you travel to.
        </p>
        <h2>1. Who we are</h2>
        <p>
          The site is operated by Rentcar Go Inc., 6080 Center Drive, Suite 600, Los Angeles, CA 90045, USA,
          together with its local companies in Thailand and New Zealand, which own the cars and run the
          stores. The rental agreement for your car is made with the local company of the pick-up store and is
          signed at pick-up or during online check-in.
        </p>
        <h2>2. Your account</h2>
        <ul>
          <li>
            You must be at least 18 years old to open an account, and the information you give must be true
            and current.
          </li>
          <li>
            Keep your password and verification codes to yourself. You are responsible for bookings made
            through your account until you tell us it has been misused.
          </li>
          <li>You may book as a guest. A guest booking can later be linked to a verified mobile number.</li>
        </ul>
        <h2>3. Bookings</h2>
        <ul>
          <li>
            A booking is a request for a specific car model at a store for the dates you choose. It becomes
            binding when we confirm it: at once for plans marked "Confirm now", otherwise when the store
            confirms.
          </li>
          <li>Online bookings not paid within 30 minutes expire automatically.</li>
          <li>
            Each booking is for the named drivers only. Drivers must meet the age, licence and deposit rules
            of the pick-up store; if they do not, the store may refuse the rental and the cancellation rules
            for a no-show apply.
          </li>
        </ul>
        <h2>4. Prices and payment</h2>
        <p>
          Prices are shown in the local currency and, where different, in the payment currency you choose,
          including all taxes and compulsory fees. Items marked "pay at the store" are not part of the online
          total. Payment methods, deposits and refunds follow the
          <a href="/article/payment_refund_policy">payment and refund policy</a>.
        </p>
        <h2>5. Changes and cancellation</h2>
        <p>
          You can change or cancel a booking in <strong>My orders</strong>. Whether a fee applies depends on
          your plan and on how long before pick-up you cancel, as set out in the payment and refund policy. If
          we must cancel a confirmed booking, for example because a car was damaged by a previous renter, we
          offer a car of the same or a higher category at no extra cost or a full refund.
        </p>
        <h2>6. Using the car</h2>
        <p>
          You must use the car with care and in line with local law and the rental agreement. In particular,
          the car must not be:
        </p>
        <ul>
          <li>
            driven by anyone not named on the rental agreement, or under the influence of alcohol or drugs;
          </li>
          <li>
            used for racing, towing, teaching, carrying passengers for payment, or any unlawful purpose;
          </li>
          <li>
            driven off paved roads, onto beaches, across borders or on ferries without our written approval.
          </li>
        </ul>
        <h2>7. Insurance and damage</h2>
        <p>
          Your liability for damage to or theft of the car depends on the protection plan you chose. Damage
          caused by breaking the rules in section 6 is not covered by any plan. Report every accident to the
          police and to us immediately; without a report, cover may not apply.
        </p>
        <h2>8. Fines, tolls and fees after the rental</h2>
        <p>
          You are responsible for traffic and parking fines, tolls and fuel during the rental. Where
          authorities send them to us, we pass them on with the administration fee stated in the rent rules,
          and may charge them to your deposit or card.
        </p>
        <h2>9. Coupons and promotions</h2>
        <p>
          Coupons apply only under their stated conditions (such as a minimum base package price), cannot be
          exchanged for cash and cannot be combined unless stated. We may withdraw a coupon obtained through
          misuse.
        </p>
        <h2>10. Our liability</h2>
        <p>
          We are liable for loss caused by our fault to the extent the law requires. We are not liable for
          indirect loss, such as missed flights or hotel costs, caused by events outside our reasonable
          control, including weather, road closures and strikes. Nothing in these terms limits liability that
          cannot be limited by law, or your rights as a consumer.
        </p>
        <h2>11. Use of the site</h2>
        <p>
          Content on the site belongs to us or our licensors. You may not copy it for commercial use, scrape
          prices automatically, or interfere with the site's security.
        </p>
        <h2>12. Changes to these terms</h2>
        <p>
          We may update these terms. The version in force when you book applies to that booking. We announce
          material changes on the site at least 14 days in advance.
        </p>
        <h2>13. Law and disputes</h2>
        <p>
          The rental agreement is governed by the law of the country of the pick-up store; these website terms
          by the law of California, USA, unless the law of your country of residence gives you stronger
          protection. Please contact us first: most issues are solved within a few days. You may also use the
          courts or consumer bodies available to you.
        </p>
        <h2>14. Contact</h2>
        <p>
          Questions about these terms: <a href="mailto:service@rentcargo.com">service@rentcargo.com</a> or
          <a href="/contact">contact us</a>.
        </p>
      `,
    },
    th: {
      title: 'ข้อกำหนดการใช้งาน',
      summary:
        'ข้อกำหนดที่ใช้เมื่อคุณใช้งานเว็บไซต์ Rentcar Go และจองรถกับเรา ครอบคลุมการจอง การชำระเงิน การยกเลิก การใช้รถ และความรับผิด',
      body: html`
        <p>
          ปรับปรุงล่าสุด: 1 มีนาคม 2026 ข้อกำหนดนี้ใช้กับการใช้งานเว็บไซต์และแอปของ Rentcar Go
          และการจองทุกรายการที่ทำผ่านช่องทางดังกล่าว เมื่อคุณสร้างบัญชีหรือทำการจอง ถือว่าคุณยอมรับข้อกำหนดนี้ กรุณาอ่าน<a
            href="/privacy_policy"
            >นโยบายความเป็นส่วนตัว</a
          >
          <a href="/article/payment_refund_policy">นโยบายการชำระเงินและการคืนเงิน</a>
          และเงื่อนไขการเช่ารถของประเทศที่คุณจะเดินทางไปด้วย
        </p>
        <h2>1. เราคือใคร</h2>
        <p>
          เว็บไซต์นี้ดำเนินการโดย Rentcar Go Inc. เลขที่ 6080 Center Drive, Suite 600, Los Angeles, CA 90045
          สหรัฐอเมริกา ร่วมกับบริษัทในเครือในประเทศไทยและนิวซีแลนด์ซึ่งเป็นเจ้าของรถและดำเนินงานสาขา
          สัญญาเช่ารถของคุณทำกับบริษัทในพื้นที่ของสาขาที่รับรถ และลงนามตอนรับรถหรือระหว่างเช็กอินออนไลน์
        </p>
        <h2>2. บัญชีของคุณ</h2>
        <ul>
          <li>ผู้เปิดบัญชีต้องมีอายุอย่างน้อย 18 ปี และข้อมูลที่ให้ต้องถูกต้องและเป็นปัจจุบัน</li>
          <li>
            โปรดเก็บรหัสผ่านและรหัสยืนยันไว้เป็นความลับ
            คุณต้องรับผิดชอบการจองที่ทำผ่านบัญชีของคุณจนกว่าจะแจ้งให้เราทราบว่าบัญชีถูกนำไปใช้โดยมิชอบ
          </li>
          <li>คุณสามารถจองในฐานะผู้เยี่ยมชมได้ และผูกการจองเข้ากับหมายเลขโทรศัพท์มือถือที่ยืนยันแล้วได้ภายหลัง</li>
        </ul>
        <h2>3. การจอง</h2>
        <ul>
          <li>
            การจองคือคำขอเช่ารถรุ่นที่ระบุ ณ สาขาและวันที่ที่คุณเลือก การจองมีผลผูกพันเมื่อเรายืนยัน โดยยืนยันทันทีสำหรับแพ็กเกจที่มีป้าย
            "ยืนยันทันที" หรือเมื่อสาขายืนยันสำหรับแพ็กเกจอื่น
          </li>
          <li>การจองออนไลน์ที่ไม่ชำระเงินภายใน 30 นาทีจะหมดอายุโดยอัตโนมัติ</li>
          <li>
            การจองแต่ละรายการใช้ได้เฉพาะผู้ขับขี่ที่ระบุชื่อเท่านั้น ผู้ขับขี่ต้องเป็นไปตามเงื่อนไขด้านอายุ ใบขับขี่ และเงินมัดจำของสาขาที่รับรถ
            หากไม่เป็นไปตามเงื่อนไข สาขาอาจปฏิเสธการเช่า และจะใช้เงื่อนไขการยกเลิกกรณีไม่มารับรถ
          </li>
        </ul>
        <h2>4. ราคาและการชำระเงิน</h2>
        <p>
          ราคาแสดงเป็นสกุลเงินท้องถิ่น และในสกุลเงินที่คุณเลือกชำระหากแตกต่างกัน โดยรวมภาษีและค่าธรรมเนียมบังคับทั้งหมดแล้ว
          รายการที่ระบุว่า "ชำระที่สาขา" ไม่รวมอยู่ในยอดชำระออนไลน์ วิธีชำระเงิน เงินมัดจำ และการคืนเงิน เป็นไปตาม<a
            href="/article/payment_refund_policy"
            >นโยบายการชำระเงินและการคืนเงิน</a
          >
        </p>
        <h2>5. การเปลี่ยนแปลงและการยกเลิก</h2>
        <p>
          คุณสามารถเปลี่ยนแปลงหรือยกเลิกการจองได้ที่<strong>คำสั่งซื้อของฉัน</strong>
          ค่าธรรมเนียมขึ้นอยู่กับแพ็กเกจและระยะเวลาก่อนรับรถตามที่กำหนดในนโยบายการชำระเงินและการคืนเงิน
          หากเราจำเป็นต้องยกเลิกการจองที่ยืนยันแล้ว เช่น รถได้รับความเสียหายจากผู้เช่าก่อนหน้า
          เราจะเสนอรถในระดับเดียวกันหรือสูงกว่าโดยไม่มีค่าใช้จ่ายเพิ่ม หรือคืนเงินเต็มจำนวน
        </p>
        <h2>6. การใช้รถ</h2>
        <p>คุณต้องใช้รถด้วยความระมัดระวัง และปฏิบัติตามกฎหมายท้องถิ่นและสัญญาเช่า โดยเฉพาะอย่างยิ่ง ห้าม:</p>
        <ul>
          <li>ให้ผู้ที่ไม่มีชื่อในสัญญาเช่าขับรถ หรือขับรถขณะอยู่ภายใต้ฤทธิ์สุราหรือยาเสพติด</li>
          <li>ใช้รถเพื่อการแข่งขัน ลากจูง สอนขับรถ รับส่งผู้โดยสารเพื่อค่าตอบแทน หรือเพื่อวัตถุประสงค์ที่ผิดกฎหมาย</li>
          <li>ขับออกนอกถนนลาดยาง ขับบนชายหาด ข้ามพรมแดน หรือนำรถขึ้นเรือเฟอร์รี โดยไม่ได้รับอนุญาตเป็นลายลักษณ์อักษรจากเรา</li>
        </ul>
        <h2>7. ประกันภัยและความเสียหาย</h2>
        <p>
          ความรับผิดของคุณต่อความเสียหายหรือการโจรกรรมรถขึ้นอยู่กับแพ็กเกจความคุ้มครองที่เลือก ความเสียหายที่เกิดจากการฝ่าฝืนข้อ 6
          ไม่ได้รับความคุ้มครองจากแพ็กเกจใด ๆ กรุณาแจ้งอุบัติเหตุทุกครั้งต่อตำรวจและต่อเราทันที หากไม่มีการแจ้ง ความคุ้มครองอาจไม่มีผล
        </p>
        <h2>8. ค่าปรับ ค่าผ่านทาง และค่าใช้จ่ายหลังการเช่า</h2>
        <p>
          คุณต้องรับผิดชอบค่าปรับจราจรและค่าปรับจอดรถ ค่าผ่านทาง และค่าน้ำมันระหว่างการเช่า หากหน่วยงานส่งเรื่องมายังเรา
          เราจะเรียกเก็บจากคุณพร้อมค่าดำเนินการตามที่ระบุในเงื่อนไขการเช่ารถ และอาจหักจากเงินมัดจำหรือเรียกเก็บจากบัตรของคุณ
        </p>
        <h2>9. คูปองและโปรโมชัน</h2>
        <p>
          คูปองใช้ได้ตามเงื่อนไขที่ระบุเท่านั้น (เช่น ราคาแพ็กเกจพื้นฐานขั้นต่ำ) ไม่สามารถแลกเป็นเงินสด และใช้ร่วมกันไม่ได้ เว้นแต่ระบุไว้
          เราอาจยกเลิกคูปองที่ได้มาโดยมิชอบ
        </p>
        <h2>10. ความรับผิดของเรา</h2>
        <p>
          เรารับผิดต่อความเสียหายที่เกิดจากความผิดของเราตามที่กฎหมายกำหนด เราไม่รับผิดต่อความเสียหายทางอ้อม เช่น
          การตกเครื่องหรือค่าที่พัก ที่เกิดจากเหตุการณ์ซึ่งอยู่นอกเหนือการควบคุมตามสมควรของเรา รวมถึงสภาพอากาศ การปิดถนน
          และการนัดหยุดงาน ข้อกำหนดนี้ไม่จำกัดความรับผิดที่กฎหมายไม่อนุญาตให้จำกัด หรือสิทธิของคุณในฐานะผู้บริโภค
        </p>
        <h2>11. การใช้งานเว็บไซต์</h2>
        <p>
          เนื้อหาบนเว็บไซต์เป็นของเราหรือผู้อนุญาตให้ใช้สิทธิ ห้ามคัดลอกเพื่อการค้า ดึงข้อมูลราคาด้วยระบบอัตโนมัติ
          หรือแทรกแซงระบบความปลอดภัยของเว็บไซต์
        </p>
        <h2>12. การแก้ไขข้อกำหนด</h2>
        <p>
          เราอาจปรับปรุงข้อกำหนดนี้ โดยฉบับที่มีผลในวันที่คุณจองจะใช้กับการจองนั้น
          การเปลี่ยนแปลงที่สำคัญจะประกาศบนเว็บไซต์ล่วงหน้าอย่างน้อย 14 วัน
        </p>
        <h2>13. กฎหมายที่ใช้บังคับและการระงับข้อพิพาท</h2>
        <p>
          สัญญาเช่ารถอยู่ภายใต้กฎหมายของประเทศที่ตั้งสาขาที่รับรถ ส่วนข้อกำหนดการใช้งานเว็บไซต์นี้อยู่ภายใต้กฎหมายของรัฐแคลิฟอร์เนีย
          สหรัฐอเมริกา เว้นแต่กฎหมายของประเทศที่คุณพำนักให้ความคุ้มครองแก่คุณมากกว่า กรุณาติดต่อเราก่อน
          ปัญหาส่วนใหญ่แก้ไขได้ภายในไม่กี่วัน คุณยังสามารถใช้สิทธิทางศาลหรือร้องเรียนต่อหน่วยงานคุ้มครองผู้บริโภค เช่น
          สำนักงานคณะกรรมการคุ้มครองผู้บริโภค (สคบ.) ได้
        </p>
        <h2>14. ติดต่อเรา</h2>
        <p>
          สอบถามเกี่ยวกับข้อกำหนดนี้: <a href="mailto:service@rentcargo.com">service@rentcargo.com</a> หรือ<a
            href="/contact"
            >ติดต่อเรา</a
          >
        </p>
      `,
    },
    zh: {
      title: '用户协议',
      summary: '使用 Rentcar Go 网站及预订车辆时适用的条款，包括预订、支付、取消、用车及责任等内容。',
      body: html`
        <p>
          更新日期：2026年3月1日。本协议适用于您对 Rentcar Go
          网站及应用的使用，以及通过上述渠道提交的每一笔预订。您注册账户或提交预订，即视为同意本协议。请同时阅读<a
            href="/privacy_policy"
            >隐私政策</a
          >、<a href="/article/payment_refund_policy">支付与退款政策</a>以及目的地国家的租车规则。
        </p>
        <h2>一、我们是谁</h2>
        <p>
          本网站由 Rentcar Go Inc.（地址：6080 Center Drive, Suite 600, Los Angeles, CA 90045,
          USA）及其在泰国和新西兰的当地公司共同运营，当地公司拥有车辆并经营门店。您的租车合同与取车门店所属的当地公司签订，于取车时或在线值机时签署。
        </p>
        <h2>二、您的账户</h2>
        <ul>
          <li>注册账户须年满 18 周岁，所提供的信息须真实、准确并保持更新。</li>
          <li>请妥善保管密码和验证码。在您告知我们账户被盗用之前，通过您账户提交的预订由您负责。</li>
          <li>您也可以游客身份预订，之后可将订单绑定到已验证的手机号。</li>
        </ul>
        <h2>三、预订</h2>
        <ul>
          <li>
            预订是指在您选定的门店和日期租用指定车型的申请。订单经确认后生效：标有“立即确认”的套餐即时确认，其他套餐由门店确认。
          </li>
          <li>在线支付的订单如 30 分钟内未完成支付，将自动失效。</li>
          <li>
            每笔订单仅限登记的驾驶员驾驶。驾驶员须符合取车门店关于年龄、驾照和押金的要求；不符合的，门店有权拒绝出车，并按未到店的取消规则处理。
          </li>
        </ul>
        <h2>四、价格与支付</h2>
        <p>
          价格以当地货币显示；如您选择的支付币种不同，也会同时显示支付币种金额，均已包含全部税费和强制性费用。标注“到店支付”的项目不计入在线支付总额。支付方式、押金及退款按<a
            href="/article/payment_refund_policy"
            >支付与退款政策</a
          >执行。
        </p>
        <h2>五、修改与取消</h2>
        <p>
          您可以在<strong>我的订单</strong>中修改或取消预订。是否收费取决于您的套餐以及距取车时间的长短，具体以支付与退款政策为准。如因上一位租客造成车辆损坏等原因，我们不得不取消已确认的订单，我们将免费为您提供同级或更高级别的车辆，或全额退款。
        </p>
        <h2>六、车辆使用</h2>
        <p>您应当谨慎用车，遵守当地法律和租车合同。特别是，不得：</p>
        <ul>
          <li>由租车合同未登记的人员驾驶，或在酒后、服用毒品或药物影响下驾驶；</li>
          <li>用于赛车、拖曳、教练、有偿载客或任何违法用途；</li>
          <li>未经我们书面同意，驶离铺装道路、驶上海滩、出境或搭乘渡轮。</li>
        </ul>
        <h2>七、保险与车损</h2>
        <p>
          您对车辆损坏或被盗应承担的责任，取决于您所选的保障套餐。因违反第六条造成的损失，任何套餐均不予保障。发生事故时请立即报警并通知我们；未报案的，保障可能不适用。
        </p>
        <h2>八、罚款、过路费及租后费用</h2>
        <p>
          租期内产生的交通违章及停车罚款、过路费和油费由您承担。如相关部门将罚单寄给我们，我们将按租车规则所列标准加收手续费后向您收取，并可从押金中扣除或从您的银行卡中扣款。
        </p>
        <h2>九、优惠券与促销</h2>
        <p>
          优惠券仅在其使用条件下有效（如基础套餐价格下限），不可兑换现金，除另有说明外不可叠加使用。以不正当方式获取的优惠券，我们有权收回。
        </p>
        <h2>十、我们的责任</h2>
        <p>
          因我方过错造成的损失，我们在法律规定的范围内承担责任。对于天气、道路封闭、罢工等超出我们合理控制范围的事件造成的间接损失（如误机、酒店费用），我们不承担责任。本协议不限制法律规定不得限制的责任，也不影响您作为消费者依法享有的权利。
        </p>
        <h2>十一、网站使用</h2>
        <p>网站内容归我们或授权方所有。未经许可，不得用于商业复制、自动抓取价格或干扰网站安全。</p>
        <h2>十二、协议变更</h2>
        <p>我们可能更新本协议。每笔预订适用预订时有效的版本。重大变更将至少提前 14 天在网站公布。</p>
        <h2>十三、法律适用与争议解决</h2>
        <p>
          租车合同适用取车门店所在国家的法律；本网站协议适用美国加利福尼亚州法律，但您常住国家的法律对您提供更强保护的除外。如有争议，请先联系我们，大多数问题可在几天内解决；您也可以依法向有管辖权的法院或消费者保护机构寻求救济。
        </p>
        <h2>十四、联系方式</h2>
        <p>
          对本协议有任何疑问，请发送邮件至
          <a href="mailto:service@rentcargo.com">service@rentcargo.com</a>，或<a href="/contact">联系我们</a
          >。
        </p>
      `,
    },
    'zh-hant': {
      title: '用戶協議',
      summary: '使用 Rentcar Go 網站及預訂車輛時適用的條款，包括預訂、付款、取消、用車及責任等內容。',
      body: html`
        <p>
          最後更新：2026年3月1日。本協議適用於您使用 Rentcar Go
          網站及應用程式，以及經上述渠道作出的每一項預訂。您註冊帳戶或作出預訂，即表示同意本協議。請一併細閱<a
            href="/privacy_policy"
            >私隱政策</a
          >、<a href="/article/payment_refund_policy">付款及退款政策</a>以及目的地國家的租車規則。
        </p>
        <h2>一、我們是誰</h2>
        <p>
          本網站由 Rentcar Go Inc.（地址：6080 Center Drive, Suite 600, Los Angeles, CA 90045,
          USA）連同其泰國及新西蘭的當地公司營運，當地公司擁有車輛並經營門市。您的租車合約與取車門市所屬的當地公司訂立，於取車時或網上登記時簽署。
        </p>
        <h2>二、您的帳戶</h2>
        <ul>
          <li>註冊帳戶須年滿 18 歲，所提供的資料須真實、準確及保持最新。</li>
          <li>請妥善保管密碼及驗證碼。在您通知我們帳戶被盜用之前，經您帳戶作出的預訂由您負責。</li>
          <li>您亦可以訪客身份預訂，其後可將訂單綁定至已驗證的手提電話號碼。</li>
        </ul>
        <h2>三、預訂</h2>
        <ul>
          <li>
            預訂是指在您選定的門市及日期租用指定車款的申請。預訂經確認後即具約束力：標有「即時確認」的計劃即時確認，其他計劃由門市確認。
          </li>
          <li>網上付款的預訂如 30 分鐘內未完成付款，將自動失效。</li>
          <li>
            每項預訂只限已登記的駕駛者駕駛。駕駛者須符合取車門市有關年齡、駕駛執照及按金的要求；如不符合，門市有權拒絕出車，並按未有到店的取消安排處理。
          </li>
        </ul>
        <h2>四、價錢及付款</h2>
        <p>
          價錢以當地貨幣顯示；如您選擇的付款貨幣不同，亦會同時顯示付款貨幣金額，並已包括所有稅項及強制性收費。註明「到店繳付」的項目不計入網上付款總額。付款方式、按金及退款均按<a
            href="/article/payment_refund_policy"
            >付款及退款政策</a
          >處理。
        </p>
        <h2>五、更改及取消</h2>
        <p>
          您可在<strong>我的訂單</strong>更改或取消預訂。是否收費視乎您的計劃及距離取車時間長短，詳情以付款及退款政策為準。如因上一位租客令車輛損毀等原因，我們須取消已確認的預訂，我們會免費安排同級或更高級別的車輛，或全數退款。
        </p>
        <h2>六、車輛使用</h2>
        <p>您須小心使用車輛，並遵守當地法例及租車合約。尤其不得：</p>
        <ul>
          <li>由租車合約未有登記的人士駕駛，或在酒精、毒品或藥物影響下駕駛；</li>
          <li>用作賽車、拖曳、教車、收費載客或任何違法用途；</li>
          <li>未經我們書面同意，駛離鋪築道路、駛上沙灘、越境或乘搭渡輪。</li>
        </ul>
        <h2>七、保險及車輛損毀</h2>
        <p>
          您就車輛損毀或被盜須承擔的責任，視乎您選擇的保障計劃。因違反第六條而造成的損失，任何計劃均不予保障。如遇意外，請立即報警並通知我們；未有報案的，保障或不適用。
        </p>
        <h2>八、罰款、路費及租後費用</h2>
        <p>
          租期內的交通及泊車罰款、路費及油費由您承擔。如有關當局將罰單寄給我們，我們會按租車規則所列標準加收手續費後向您收取，並可從按金扣除或從您的信用卡收取。
        </p>
        <h2>九、優惠券及推廣</h2>
        <p>
          優惠券只在其列明的條件下有效（例如基本套餐價錢下限），不可兌換現金，除另有說明外不可同時使用。以不當方式取得的優惠券，我們有權取消。
        </p>
        <h2>十、我們的責任</h2>
        <p>
          因我們的過失而造成的損失，我們在法律規定的範圍內承擔責任。對於天氣、道路封閉、罷工等超出我們合理控制範圍的事件所引致的間接損失（例如誤機、酒店費用），我們概不負責。本協議並不限制法律規定不得限制的責任，亦不影響您作為消費者依法享有的權利。
        </p>
        <h2>十一、網站使用</h2>
        <p>網站內容屬我們或授權方所有。未經許可，不得作商業複製、自動擷取價錢或干擾網站保安。</p>
        <h2>十二、協議修訂</h2>
        <p>我們或會修訂本協議。每項預訂適用預訂時生效的版本。重大修訂將最少提前 14 日在網站公佈。</p>
        <h2>十三、適用法律及爭議解決</h2>
        <p>
          租車合約受取車門市所在國家的法律管轄；本網站協議受美國加利福尼亞州法律管轄，但您居住地的法律為您提供更大保障者除外。如有爭議，請先聯絡我們，大部分問題可於數日內解決；您亦可向具司法管轄權的法院或消費者委員會等機構尋求協助。
        </p>
        <h2>十四、聯絡我們</h2>
        <p>
          如對本協議有任何查詢，請電郵至
          <a href="mailto:service@rentcargo.com">service@rentcargo.com</a>，或<a href="/contact">聯絡我們</a
          >。
        </p>
      `,
    },
  },
};
