import { at } from '../l10n';
import { html, type CmsSeed } from './types';

// The cookie names and lifetimes listed here are the ones proxy.ts and lib/cookies.ts set.
export const privacyPolicy: CmsSeed = {
  key: 'privacy_policy',
  publishedAt: at('2026-03-01T00:00:00Z'),
  text: {
    en: {
      title: 'Privacy policy',
      summary:
        'What personal data we collect when you search and book, why we use it, who we share it with, how long we keep it and your rights.',
      body: html`
        <p>
          Last updated: 1 March 2026. This policy explains how Rentcar Go Inc. and its local companies in
          Thailand and New Zealand ("we") handle your personal data when you use our website and apps, book a
          car or contact us.
        </p>
        <h2>1. Data we collect</h2>
        <ul>
          <li><strong>Account data:</strong> name, e-mail address, mobile number and a hashed password.</li>
          <li>
            <strong>Booking and driver data:</strong> names, date of birth, licence type, flight number,
            contact details, dates, stores and the services you choose. At pick-up or online check-in we also
            check your passport and driving licence.
          </li>
          <li>
            <strong>Payment data:</strong> processed by our payment provider. We keep only the card brand, the
            last four digits and the result of the payment; never the full card number or security code.
          </li>
          <li>
            <strong>Deposit data:</strong> if you choose Zhima Credit, Alipay tells us only whether the
            pre-authorisation succeeded, not your score.
          </li>
          <li>
            <strong>Device and usage data:</strong> IP address, browser, language, pages viewed and the
            campaign that brought you to us.
          </li>
          <li><strong>Communications:</strong> messages and call notes when you contact our service team.</li>
        </ul>
        <h2>2. How we use it</h2>
        <ul>
          <li>To make and manage your booking and the rental agreement (performance of a contract).</li>
          <li>
            To take payments, prevent fraud and keep the site secure (legitimate interests and legal
            obligations).
          </li>
          <li>To send verification codes, confirmations and service messages.</li>
          <li>To improve our site and service through aggregated statistics.</li>
          <li>To send offers, only if you agreed; you can unsubscribe at any time.</li>
        </ul>
        <h2>3. Who we share it with</h2>
        <ul>
          <li>The store and local company that provide your car.</li>
          <li>Payment providers and, if you choose it, Alipay for Zhima Credit.</li>
          <li>Insurers and claims handlers after an accident.</li>
          <li>
            Authorities, when the law requires it, for example to transfer a traffic fine to the driver.
          </li>
          <li>
            Service providers who host our systems or send messages for us, bound by contract to protect your
            data.
          </li>
        </ul>
        <p>We do not sell your personal data.</p>
        <h2>4. International transfers</h2>
        <p>
          Our systems are hosted in the USA and our stores are in the USA, Thailand and New Zealand, so your
          data may be processed in those countries. We protect transfers with contractual safeguards and,
          where required, with your consent.
        </p>
        <h2>5. Cookies</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Cookie</th>
              <th scope="col">Purpose</th>
              <th scope="col">Lifetime</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Auth, Auth_guest</td>
              <td>Keep you logged in, or identify your guest booking (strictly necessary)</td>
              <td>Until you log out or the session expires</td>
            </tr>
            <tr>
              <td>guest_id</td>
              <td>An anonymous id for your visit and guest bookings (strictly necessary)</td>
              <td>1 year</td>
            </tr>
            <tr>
              <td>region, lang, currency, cn_en_prompt</td>
              <td>Remember your site, language and currency (preferences)</td>
              <td>1 year</td>
            </tr>
            <tr>
              <td>utm, utm_source</td>
              <td>Remember which campaign brought you to us (analytics)</td>
              <td>24 hours</td>
            </tr>
          </tbody>
        </table>
        <p>
          You can delete cookies in your browser at any time. Without the strictly necessary cookies, you
          cannot log in or book.
        </p>
        <h2>6. How long we keep it</h2>
        <ul>
          <li>Booking and payment records: 7 years after the rental, as tax and accounting law requires.</li>
          <li>
            Copies of licences and passports from online check-in: 90 days after the rental, unless needed for
            a claim.
          </li>
          <li>Account data: until you delete your account.</li>
          <li>Verification codes: a few minutes. Server logs: 90 days.</li>
        </ul>
        <h2>7. Security</h2>
        <p>
          We use encryption in transit, hashed passwords and tokens, access controls and regular reviews. No
          system is perfectly secure; if a breach affects you, we will tell you and the regulator as the law
          requires.
        </p>
        <h2>8. Your rights</h2>
        <p>
          Depending on where you live (for example under Thailand's PDPA, New Zealand's Privacy Act 2020, the
          California Consumer Privacy Act or China's Personal Information Protection Law), you may ask to
          access, correct or delete your data, to receive a copy, to object to or restrict its use, and to
          withdraw consent. Write to <a href="mailto:privacy@rentcargo.com">privacy@rentcargo.com</a>; we
          answer within 30 days. You may also complain to your data protection authority.
        </p>
        <h2>9. Children</h2>
        <p>
          Our services are for adults. We do not knowingly collect data from children under 16, except the
          names of child passengers you give us for a child seat.
        </p>
        <h2>10. Changes</h2>
        <p>We will post any update here and, for significant changes, tell registered users by e-mail.</p>
        <h2>11. Contact</h2>
        <p>
          Data protection officer, Rentcar Go Inc., 6080 Center Drive, Suite 600, Los Angeles, CA 90045, USA.
          E-mail: <a href="mailto:privacy@rentcargo.com">privacy@rentcargo.com</a>.
        </p>
      `,
    },
    th: {
      title: 'นโยบายความเป็นส่วนตัว',
      summary:
        'ข้อมูลส่วนบุคคลที่เราเก็บรวบรวมเมื่อคุณค้นหาและจองรถ วัตถุประสงค์ในการใช้ ผู้ที่เราเปิดเผยข้อมูลให้ ระยะเวลาการเก็บรักษา และสิทธิของคุณ',
      body: html`
        <p>
          ปรับปรุงล่าสุด: 1 มีนาคม 2026 นโยบายนี้อธิบายวิธีที่ Rentcar Go Inc. และบริษัทในเครือในประเทศไทยและนิวซีแลนด์ ("เรา")
          จัดการข้อมูลส่วนบุคคลของคุณเมื่อคุณใช้งานเว็บไซต์และแอป จองรถ หรือติดต่อเรา
        </p>
        <h2>1. ข้อมูลที่เราเก็บรวบรวม</h2>
        <ul>
          <li><strong>ข้อมูลบัญชี:</strong> ชื่อ อีเมล หมายเลขโทรศัพท์มือถือ และรหัสผ่านที่ผ่านการแฮชแล้ว</li>
          <li>
            <strong>ข้อมูลการจองและผู้ขับขี่:</strong> ชื่อ วันเกิด ประเภทใบขับขี่ เที่ยวบิน ข้อมูลติดต่อ วันที่ สาขา และบริการที่คุณเลือก
            ตอนรับรถหรือเช็กอินออนไลน์ เราจะตรวจสอบหนังสือเดินทางและใบขับขี่ของคุณด้วย
          </li>
          <li>
            <strong>ข้อมูลการชำระเงิน:</strong> ดำเนินการโดยผู้ให้บริการชำระเงิน เราเก็บเพียงประเภทบัตร เลข 4 หลักสุดท้าย
            และผลการชำระเงิน ไม่เก็บหมายเลขบัตรเต็มหรือรหัสความปลอดภัย
          </li>
          <li>
            <strong>ข้อมูลเงินมัดจำ:</strong> หากคุณเลือก Zhima Credit ทาง Alipay
            จะแจ้งเราเพียงว่าการอนุมัติล่วงหน้าสำเร็จหรือไม่ โดยไม่เปิดเผยคะแนนของคุณ
          </li>
          <li>
            <strong>ข้อมูลอุปกรณ์และการใช้งาน:</strong> ที่อยู่ IP เบราว์เซอร์ ภาษา หน้าที่เข้าชม และแคมเปญที่พาคุณมาหาเรา
          </li>
          <li><strong>ข้อมูลการติดต่อสื่อสาร:</strong> ข้อความและบันทึกการสนทนาเมื่อคุณติดต่อทีมบริการของเรา</li>
        </ul>
        <h2>2. วัตถุประสงค์ในการใช้ข้อมูล</h2>
        <ul>
          <li>เพื่อดำเนินการและจัดการการจองและสัญญาเช่ารถ (เพื่อการปฏิบัติตามสัญญา)</li>
          <li>
            เพื่อรับชำระเงิน ป้องกันการทุจริต และรักษาความปลอดภัยของเว็บไซต์ (ประโยชน์โดยชอบด้วยกฎหมายและหน้าที่ตามกฎหมาย)
          </li>
          <li>เพื่อส่งรหัสยืนยัน การยืนยันการจอง และข้อความเกี่ยวกับบริการ</li>
          <li>เพื่อพัฒนาเว็บไซต์และบริการจากข้อมูลสถิติในภาพรวม</li>
          <li>เพื่อส่งข้อเสนอพิเศษ เฉพาะเมื่อคุณให้ความยินยอม และยกเลิกรับได้ทุกเมื่อ</li>
        </ul>
        <h2>3. การเปิดเผยข้อมูล</h2>
        <ul>
          <li>สาขาและบริษัทในพื้นที่ที่ให้บริการรถแก่คุณ</li>
          <li>ผู้ให้บริการชำระเงิน และ Alipay หากคุณเลือกใช้ Zhima Credit</li>
          <li>บริษัทประกันภัยและผู้จัดการค่าสินไหมเมื่อเกิดอุบัติเหตุ</li>
          <li>หน่วยงานราชการเมื่อกฎหมายกำหนด เช่น การโอนใบสั่งจราจรไปยังผู้ขับขี่</li>
          <li>ผู้ให้บริการที่ดูแลระบบหรือส่งข้อความแทนเรา ซึ่งผูกพันตามสัญญาในการปกป้องข้อมูลของคุณ</li>
        </ul>
        <p>เราไม่ขายข้อมูลส่วนบุคคลของคุณ</p>
        <h2>4. การส่งข้อมูลไปต่างประเทศ</h2>
        <p>
          ระบบของเราตั้งอยู่ในสหรัฐอเมริกา และสาขาของเราอยู่ในสหรัฐอเมริกา ไทย และนิวซีแลนด์
          ข้อมูลของคุณจึงอาจถูกประมวลผลในประเทศเหล่านี้ เราคุ้มครองการส่งข้อมูลด้วยมาตรการตามสัญญา
          และขอความยินยอมจากคุณในกรณีที่กฎหมายกำหนด
        </p>
        <h2>5. คุกกี้</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">คุกกี้</th>
              <th scope="col">วัตถุประสงค์</th>
              <th scope="col">ระยะเวลา</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Auth, Auth_guest</td>
              <td>คงสถานะการเข้าสู่ระบบ หรือระบุการจองแบบผู้เยี่ยมชม (จำเป็น)</td>
              <td>จนกว่าจะออกจากระบบหรือเซสชันหมดอายุ</td>
            </tr>
            <tr>
              <td>guest_id</td>
              <td>รหัสนิรนามสำหรับการเข้าชมและการจองแบบผู้เยี่ยมชม (จำเป็น)</td>
              <td>1 ปี</td>
            </tr>
            <tr>
              <td>region, lang, currency, cn_en_prompt</td>
              <td>จดจำเว็บไซต์ ภาษา และสกุลเงินที่คุณเลือก (การตั้งค่า)</td>
              <td>1 ปี</td>
            </tr>
            <tr>
              <td>utm, utm_source</td>
              <td>จดจำแคมเปญที่พาคุณมาหาเรา (การวิเคราะห์)</td>
              <td>24 ชั่วโมง</td>
            </tr>
          </tbody>
        </table>
        <p>คุณสามารถลบคุกกี้ในเบราว์เซอร์ได้ทุกเมื่อ แต่หากไม่มีคุกกี้ที่จำเป็น คุณจะไม่สามารถเข้าสู่ระบบหรือจองรถได้</p>
        <h2>6. ระยะเวลาการเก็บรักษา</h2>
        <ul>
          <li>ข้อมูลการจองและการชำระเงิน: 7 ปีหลังการเช่า ตามที่กฎหมายภาษีและการบัญชีกำหนด</li>
          <li>
            สำเนาใบขับขี่และหนังสือเดินทางจากการเช็กอินออนไลน์: 90 วันหลังการเช่า เว้นแต่จำเป็นต้องใช้ในการเรียกร้องค่าเสียหาย
          </li>
          <li>ข้อมูลบัญชี: จนกว่าคุณจะลบบัญชี</li>
          <li>รหัสยืนยัน: ไม่กี่นาที บันทึกของเซิร์ฟเวอร์: 90 วัน</li>
        </ul>
        <h2>7. การรักษาความปลอดภัย</h2>
        <p>
          เราใช้การเข้ารหัสระหว่างการรับส่งข้อมูล แฮชรหัสผ่านและโทเค็น ควบคุมสิทธิการเข้าถึง และตรวจสอบอย่างสม่ำเสมอ
          ไม่มีระบบใดปลอดภัยสมบูรณ์ หากเกิดการละเมิดข้อมูลที่กระทบต่อคุณ เราจะแจ้งคุณและหน่วยงานกำกับดูแลตามที่กฎหมายกำหนด
        </p>
        <h2>8. สิทธิของคุณ</h2>
        <p>
          ขึ้นอยู่กับประเทศที่คุณพำนัก (เช่น ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 ของไทย Privacy Act 2020 ของนิวซีแลนด์
          California Consumer Privacy Act หรือกฎหมายคุ้มครองข้อมูลส่วนบุคคลของจีน) คุณอาจขอเข้าถึง แก้ไข หรือลบข้อมูล
          ขอรับสำเนาข้อมูล คัดค้านหรือขอให้ระงับการใช้ข้อมูล และถอนความยินยอมได้ โดยส่งคำขอมาที่
          <a href="mailto:privacy@rentcargo.com">privacy@rentcargo.com</a> เราจะตอบกลับภายใน 30 วัน
          คุณยังสามารถร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล (สคส.) หรือหน่วยงานคุ้มครองข้อมูลในประเทศของคุณได้
        </p>
        <h2>9. ผู้เยาว์</h2>
        <p>
          บริการของเรามีไว้สำหรับผู้ใหญ่ เราไม่เก็บข้อมูลของเด็กอายุต่ำกว่า 16 ปีโดยเจตนา
          ยกเว้นชื่อผู้โดยสารเด็กที่คุณแจ้งเพื่อจัดเตรียมคาร์ซีท
        </p>
        <h2>10. การเปลี่ยนแปลงนโยบาย</h2>
        <p>เราจะประกาศการปรับปรุงไว้ที่หน้านี้ และแจ้งสมาชิกทางอีเมลหากมีการเปลี่ยนแปลงที่สำคัญ</p>
        <h2>11. ติดต่อเรา</h2>
        <p>
          เจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคล Rentcar Go Inc. เลขที่ 6080 Center Drive, Suite 600, Los Angeles, CA 90045
          สหรัฐอเมริกา อีเมล: <a href="mailto:privacy@rentcargo.com">privacy@rentcargo.com</a>
        </p>
      `,
    },
    zh: {
      title: '隐私政策',
      summary: '您在搜索和预订时我们收集哪些个人信息、为何使用、与谁共享、保存多久，以及您享有的权利。',
      body: html`
        <p>
          更新日期：2026年3月1日。本政策说明 Rentcar Go Inc.
          及其在泰国和新西兰的当地公司（以下简称“我们”）在您使用网站和应用、预订车辆或联系我们时，如何处理您的个人信息。
        </p>
        <h2>一、我们收集的信息</h2>
        <ul>
          <li><strong>账户信息：</strong>姓名、电子邮箱、手机号码及经哈希处理的密码。</li>
          <li>
            <strong>预订及驾驶员信息：</strong
            >姓名、出生日期、驾照类型、航班号、联系方式、租车日期、门店及所选服务。取车或在线值机时，我们还会核验您的护照和驾照。
          </li>
          <li>
            <strong>支付信息：</strong
            >由支付服务商处理。我们仅保存卡组织、卡号后四位和支付结果，绝不保存完整卡号或安全码。
          </li>
          <li>
            <strong>押金信息：</strong>如选择芝麻信用，支付宝只会告知我们预授权是否成功，不会提供您的信用分。
          </li>
          <li>
            <strong>设备及使用信息：</strong>IP 地址、浏览器、语言、浏览页面，以及您通过哪个推广活动访问我们。
          </li>
          <li><strong>沟通记录：</strong>您联系客服时的消息和通话记录。</li>
        </ul>
        <h2>二、我们如何使用</h2>
        <ul>
          <li>处理和管理您的预订及租车合同（履行合同所必需）。</li>
          <li>收款、防范欺诈、保障网站安全（合法利益及法定义务）。</li>
          <li>发送验证码、预订确认和服务通知。</li>
          <li>基于汇总统计改进网站和服务。</li>
          <li>在您同意的前提下发送优惠信息，您可随时退订。</li>
        </ul>
        <h2>三、我们与谁共享</h2>
        <ul>
          <li>为您提供车辆的门店及当地公司。</li>
          <li>支付服务商；如您选择芝麻信用，还包括支付宝。</li>
          <li>发生事故后的保险公司和理赔机构。</li>
          <li>法律要求时的政府部门，例如将交通罚单转给实际驾驶人。</li>
          <li>为我们托管系统或代发消息的服务商，其均受合同约束保护您的信息。</li>
        </ul>
        <p>我们不会出售您的个人信息。</p>
        <h2>四、跨境传输</h2>
        <p>
          我们的系统托管在美国，门店位于美国、泰国和新西兰，因此您的信息可能在上述国家处理。我们通过合同条款保障跨境传输的安全，并在法律要求时（例如依据《个人信息保护法》）事先取得您的单独同意。
        </p>
        <h2>五、Cookie</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Cookie</th>
              <th scope="col">用途</th>
              <th scope="col">有效期</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Auth、Auth_guest</td>
              <td>保持登录状态，或识别游客订单（必要）</td>
              <td>退出登录或会话过期为止</td>
            </tr>
            <tr>
              <td>guest_id</td>
              <td>用于访问和游客预订的匿名标识（必要）</td>
              <td>1 年</td>
            </tr>
            <tr>
              <td>region、lang、currency、cn_en_prompt</td>
              <td>记住您选择的站点、语言和币种（偏好设置）</td>
              <td>1 年</td>
            </tr>
            <tr>
              <td>utm、utm_source</td>
              <td>记录您来自哪个推广活动（统计分析）</td>
              <td>24 小时</td>
            </tr>
          </tbody>
        </table>
        <p>您可以随时在浏览器中删除 Cookie。但若禁用必要 Cookie，将无法登录或预订。</p>
        <h2>六、保存期限</h2>
        <ul>
          <li>预订和支付记录：租车结束后保存 7 年，以满足税务和会计法规要求。</li>
          <li>在线值机上传的驾照和护照副本：租车结束后 90 天，涉及理赔的除外。</li>
          <li>账户信息：保存至您注销账户。</li>
          <li>验证码：几分钟。服务器日志：90 天。</li>
        </ul>
        <h2>七、信息安全</h2>
        <p>
          我们采用传输加密、密码和令牌哈希存储、访问控制及定期审查等措施。任何系统都无法做到绝对安全；如发生影响您的信息泄露，我们将依法通知您和监管部门。
        </p>
        <h2>八、您的权利</h2>
        <p>
          根据您所在地的法律（如中国《个人信息保护法》、泰国 PDPA、新西兰《2020
          年隐私法》或美国《加州消费者隐私法》），您有权查阅、更正、删除您的信息，获取副本，反对或限制处理，以及撤回同意。请发送邮件至
          <a href="mailto:privacy@rentcargo.com">privacy@rentcargo.com</a>，我们将在 30
          天内答复。您也可以向所在地的个人信息保护监管部门投诉。
        </p>
        <h2>九、未成年人</h2>
        <p>
          我们的服务面向成年人。除您为安排儿童座椅而提供的儿童乘客姓名外，我们不会有意收集 16
          周岁以下未成年人的信息。
        </p>
        <h2>十、政策更新</h2>
        <p>政策如有更新，我们会在本页公布；如有重大变更，还将通过邮件通知注册用户。</p>
        <h2>十一、联系我们</h2>
        <p>
          个人信息保护负责人，Rentcar Go Inc.，6080 Center Drive, Suite 600, Los Angeles, CA 90045,
          USA。邮箱：<a href="mailto:privacy@rentcargo.com">privacy@rentcargo.com</a>。
        </p>
      `,
    },
    'zh-hant': {
      title: '私隱政策',
      summary: '您在搜尋及預訂時我們收集哪些個人資料、使用目的、與誰分享、保留多久，以及您享有的權利。',
      body: html`
        <p>
          最後更新：2026年3月1日。本政策說明 Rentcar Go Inc.
          及其泰國和新西蘭的當地公司（下稱「我們」）在您使用網站及應用程式、預訂車輛或聯絡我們時，如何處理您的個人資料。
        </p>
        <h2>一、我們收集的資料</h2>
        <ul>
          <li><strong>帳戶資料：</strong>姓名、電郵地址、手提電話號碼及經雜湊處理的密碼。</li>
          <li>
            <strong>預訂及駕駛者資料：</strong
            >姓名、出生日期、駕駛執照類別、航班編號、聯絡資料、租車日期、門市及所選服務。取車或網上登記時，我們亦會核實您的護照及駕駛執照。
          </li>
          <li>
            <strong>付款資料：</strong
            >由付款服務供應商處理。我們只保存信用卡類別、卡號最後四位數字及付款結果，絕不保存完整卡號或保安編碼。
          </li>
          <li>
            <strong>按金資料：</strong>如選用芝麻信用，支付寶只會告知我們預授權是否成功，不會提供您的信用分。
          </li>
          <li>
            <strong>裝置及使用資料：</strong>IP 地址、瀏覽器、語言、瀏覽過的頁面，以及您經哪個推廣活動到訪。
          </li>
          <li><strong>通訊記錄：</strong>您聯絡客服時的訊息及通話紀錄。</li>
        </ul>
        <h2>二、資料用途</h2>
        <ul>
          <li>處理及管理您的預訂和租車合約（履行合約所需）。</li>
          <li>收取款項、防止欺詐及保障網站安全（正當權益及法律責任）。</li>
          <li>發送驗證碼、預訂確認及服務通知。</li>
          <li>根據整體統計數據改善網站及服務。</li>
          <li>在您同意的情況下發送優惠資訊，您可隨時取消訂閱。</li>
        </ul>
        <h2>三、與誰分享</h2>
        <ul>
          <li>為您提供車輛的門市及當地公司。</li>
          <li>付款服務供應商；如您選用芝麻信用，亦包括支付寶。</li>
          <li>發生意外後的保險公司及理賠機構。</li>
          <li>法律規定時的政府部門，例如將交通告票轉交實際駕駛者。</li>
          <li>為我們寄存系統或代發訊息的服務供應商，他們均受合約約束保護您的資料。</li>
        </ul>
        <p>我們不會出售您的個人資料。</p>
        <h2>四、跨境轉移</h2>
        <p>
          我們的系統寄存於美國，門市位於美國、泰國及新西蘭，因此您的資料或會在上述國家處理。我們以合約條款保障跨境轉移，並在法律要求時事先取得您的同意。
        </p>
        <h2>五、Cookie</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Cookie</th>
              <th scope="col">用途</th>
              <th scope="col">有效期</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Auth、Auth_guest</td>
              <td>保持登入狀態，或識別訪客預訂（必要）</td>
              <td>至登出或工作階段屆滿為止</td>
            </tr>
            <tr>
              <td>guest_id</td>
              <td>用於瀏覽及訪客預訂的匿名識別碼（必要）</td>
              <td>1 年</td>
            </tr>
            <tr>
              <td>region、lang、currency、cn_en_prompt</td>
              <td>記住您選擇的網站、語言及貨幣（偏好設定）</td>
              <td>1 年</td>
            </tr>
            <tr>
              <td>utm、utm_source</td>
              <td>記錄您經哪個推廣活動到訪（分析）</td>
              <td>24 小時</td>
            </tr>
          </tbody>
        </table>
        <p>您可隨時在瀏覽器刪除 Cookie。但如停用必要 Cookie，將無法登入或預訂。</p>
        <h2>六、保留期限</h2>
        <ul>
          <li>預訂及付款紀錄：租車完結後保留 7 年，以符合稅務及會計法規。</li>
          <li>網上登記時上載的駕駛執照及護照副本：租車完結後 90 日，涉及索償者除外。</li>
          <li>帳戶資料：保留至您刪除帳戶為止。</li>
          <li>驗證碼：數分鐘。伺服器日誌：90 日。</li>
        </ul>
        <h2>七、資料保安</h2>
        <p>
          我們採用傳輸加密、密碼及權杖雜湊儲存、存取控制及定期檢討等措施。任何系統均無法做到絕對安全；如發生影響您的資料外洩事故，我們會依法通知您及監管機構。
        </p>
        <h2>八、您的權利</h2>
        <p>
          視乎您所在地的法律（例如香港《個人資料（私隱）條例》、泰國 PDPA、新西蘭《2020
          年私隱法》或美國《加州消費者私隱法》），您有權查閱、改正或刪除您的資料，索取副本，反對或限制處理，以及撤回同意。請電郵至
          <a href="mailto:privacy@rentcargo.com">privacy@rentcargo.com</a>，我們會在 30
          日內回覆。您亦可向個人資料私隱專員公署或所在地的資料保障機構投訴。
        </p>
        <h2>九、未成年人士</h2>
        <p>
          我們的服務以成年人為對象。除您為安排兒童座椅而提供的兒童乘客姓名外，我們不會蓄意收集 16
          歲以下人士的資料。
        </p>
        <h2>十、政策更新</h2>
        <p>如政策有所更新，我們會在本頁公佈；如屬重大修訂，亦會以電郵通知註冊用戶。</p>
        <h2>十一、聯絡我們</h2>
        <p>
          保障資料主任，Rentcar Go Inc.，6080 Center Drive, Suite 600, Los Angeles, CA 90045, USA。電郵：<a
            href="mailto:privacy@rentcargo.com"
            >privacy@rentcargo.com</a
          >。
        </p>
      `,
    },
  },
};
