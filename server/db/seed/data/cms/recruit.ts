import { at } from '../l10n';
import { html, type CmsSeed } from './types';

const joinUs: CmsSeed = {
  key: 'recruit',
  publishedAt: at('2026-10-01T00:00:00Z'),
  text: {
    en: {
      title: 'Join us',
      summary:
        'Help travellers start their trip well: open positions at Rentcar Go in customer service, stores and engineering.',
      body: html`
        <p>
          We are a team of about 140 people in Los Angeles, Bangkok, Christchurch and remote, speaking a dozen
          languages between us. What we share is a belief that the first hour of a trip should be the easiest.
        </p>
        <h2>Why work with us</h2>
        <ul>
          <li>
            Real ownership: small teams, short decision paths, and your work in front of customers within
            weeks.
          </li>
          <li>
            Travel benefits: two free rental weeks a year at any of our stores, for you and your family.
          </li>
          <li>
            Learning budget of US$1,500 (or local equivalent) a year for courses, books and conferences.
          </li>
          <li>Health cover and paid leave above the legal minimum in every country we work in.</li>
        </ul>
        <h2>How to apply</h2>
        <p>
          Send your CV (in English or Chinese) and a few lines about why the role interests you to
          <a href="mailto:careers@rentcargo.com">careers@rentcargo.com</a>, with the job title in the subject
          line. We answer every application within 10 working days. We welcome applicants of every background
          and make reasonable adjustments to our interviews on request.
        </p>
      `,
    },
    th: {
      title: 'ร่วมงานกับเรา',
      summary: 'ร่วมช่วยให้นักเดินทางเริ่มต้นทริปได้อย่างราบรื่น ตำแหน่งงานที่เปิดรับด้านบริการลูกค้า สาขา และวิศวกรรม',
      body: html`
        <p>
          เราคือทีมงานราว 140 คนในลอสแองเจลิส กรุงเทพฯ ไครสต์เชิร์ช และทำงานทางไกล พูดได้รวมกันกว่าสิบภาษา
          สิ่งที่เรามีร่วมกันคือความเชื่อว่าชั่วโมงแรกของการเดินทางควรเป็นช่วงเวลาที่ง่ายที่สุด
        </p>
        <h2>ทำไมต้องร่วมงานกับเรา</h2>
        <ul>
          <li>ได้เป็นเจ้าของงานจริง: ทีมเล็ก ตัดสินใจเร็ว และผลงานของคุณถึงมือลูกค้าภายในไม่กี่สัปดาห์</li>
          <li>สิทธิประโยชน์ด้านการเดินทาง: เช่ารถฟรีปีละ 2 สัปดาห์ที่สาขาใดก็ได้ สำหรับคุณและครอบครัว</li>
          <li>งบพัฒนาตนเองปีละ 1,500 ดอลลาร์สหรัฐ (หรือเทียบเท่าในสกุลเงินท้องถิ่น) สำหรับคอร์สเรียน หนังสือ และงานสัมมนา</li>
          <li>ประกันสุขภาพและวันลาพักร้อนที่มากกว่าที่กฎหมายกำหนดในทุกประเทศที่เราดำเนินงาน</li>
        </ul>
        <h2>วิธีสมัคร</h2>
        <p>
          ส่งประวัติย่อ (ภาษาอังกฤษหรือภาษาจีน) พร้อมเหตุผลสั้น ๆ ที่สนใจตำแหน่งนี้มาที่
          <a href="mailto:careers@rentcargo.com">careers@rentcargo.com</a> โดยระบุชื่อตำแหน่งในหัวเรื่องอีเมล
          เราตอบกลับทุกใบสมัครภายใน 10 วันทำการ เรายินดีต้อนรับผู้สมัครจากทุกภูมิหลัง
          และพร้อมปรับขั้นตอนการสัมภาษณ์ตามความจำเป็นเมื่อได้รับคำขอ
        </p>
      `,
    },
    zh: {
      title: '加入我们',
      summary: '让每一段旅程都有个好开头：Rentcar Go 客服、门店和技术岗位热招中。',
      body: html`
        <p>
          我们是一支约140人的团队，分布在洛杉矶、曼谷、基督城，也有远程办公的伙伴，加起来会说十几种语言。我们有一个共同的信念：旅程的第一个小时，应该是最轻松的一个小时。
        </p>
        <h2>为什么加入我们</h2>
        <ul>
          <li>真正的主人翁：小团队、决策链短，您做的东西几周内就能交到用户手上。</li>
          <li>出行福利：每年两周免费租车，全球任意门店可用，家人同享。</li>
          <li>每年1,500美元（或等值当地货币）学习基金，课程、书籍、行业会议都可报销。</li>
          <li>在我们运营的每个国家，医疗保障和带薪假期均高于当地法定标准。</li>
        </ul>
        <h2>投递方式</h2>
        <p>
          请将简历（中文或英文均可）和几句话的求职动机发送至
          <a href="mailto:careers@rentcargo.com">careers@rentcargo.com</a
          >，邮件标题注明应聘职位。每一份简历我们都会在10个工作日内回复。我们欢迎不同背景的候选人，如面试需要特别安排，请随时告诉我们。
        </p>
      `,
    },
    'zh-hant': {
      title: '加入我們',
      summary: '讓每段旅程都有好開始：Rentcar Go 客服、門市及技術職位招聘中。',
      body: html`
        <p>
          我們是一支約140人的團隊，分佈在洛杉磯、曼谷、基督城，亦有遙距工作的同事，加起來懂十多種語言。我們有一個共同信念：旅程的第一個小時，應該是最輕鬆的一個小時。
        </p>
        <h2>為甚麼加入我們</h2>
        <ul>
          <li>真正擁有自己的工作：團隊精簡、決策迅速，您的成果幾個星期內就能交到客戶手上。</li>
          <li>旅遊福利：每年兩星期免費租車，任何門市均可使用，家人同享。</li>
          <li>每年1,500美元（或等值當地貨幣）進修津貼，課程、書籍及業界會議均可申領。</li>
          <li>在我們營運的每個國家，醫療保障及有薪假期均優於當地法定要求。</li>
        </ul>
        <h2>申請方法</h2>
        <p>
          請將履歷（中文或英文均可）連同數句求職動機電郵至
          <a href="mailto:careers@rentcargo.com">careers@rentcargo.com</a
          >，並在標題註明申請職位。每份申請我們都會在10個工作天內回覆。我們歡迎不同背景的應徵者，如面試需要特別安排，請隨時告訴我們。
        </p>
      `,
    },
  },
};

const serviceSpecialist: CmsSeed = {
  key: 'recruit',
  introId: 'customer-service-specialist',
  publishedAt: at('2026-10-01T00:00:00Z'),
  sort: 1,
  text: {
    en: {
      title: 'Customer service specialist, Chinese and English (Bangkok or remote)',
      summary:
        'Look after travellers before, during and after their rental, by phone, WeChat and LINE, in shifts around the clock.',
      body: html`
        <p>
          Our service team is the voice travellers hear when a flight is late, a tyre is flat or a booking
          needs changing. You will solve their problem on the first contact whenever you can.
        </p>
        <h2>What you will do</h2>
        <ul>
          <li>Answer calls and messages in Mandarin and English (Cantonese or Thai is a plus).</li>
          <li>
            Change and cancel bookings, explain insurance and deposits, and handle refund requests within our
            2–3 day review.
          </li>
          <li>Coordinate roadside assistance and accident reports with our stores in three countries.</li>
        </ul>
        <h2>What you bring</h2>
        <ul>
          <li>
            Fluent Mandarin and good written English; two years in customer service, travel or hospitality.
          </li>
          <li>
            Calm under pressure, and happy to work rotating shifts including nights and weekends (shift
            allowance paid).
          </li>
        </ul>
        <p>Location: Bangkok office or remote in a UTC+7 to UTC+8 time zone. Full time, permanent.</p>
      `,
    },
    th: {
      title: 'เจ้าหน้าที่บริการลูกค้า ภาษาจีนและอังกฤษ (กรุงเทพฯ หรือทำงานทางไกล)',
      summary: 'ดูแลนักเดินทางก่อน ระหว่าง และหลังการเช่า ทางโทรศัพท์ WeChat และ LINE ทำงานเป็นกะตลอด 24 ชั่วโมง',
      body: html`
        <p>
          ทีมบริการของเราคือเสียงที่นักเดินทางได้ยินเมื่อเที่ยวบินล่าช้า ยางแบน หรือต้องการเปลี่ยนการจอง
          หน้าที่ของคุณคือแก้ปัญหาให้จบตั้งแต่การติดต่อครั้งแรกให้ได้มากที่สุด
        </p>
        <h2>หน้าที่ความรับผิดชอบ</h2>
        <ul>
          <li>รับสายและตอบข้อความเป็นภาษาจีนกลางและภาษาอังกฤษ (หากพูดจีนกวางตุ้งหรือไทยได้จะพิจารณาเป็นพิเศษ)</li>
          <li>แก้ไขและยกเลิกการจอง อธิบายเรื่องประกันและเงินมัดจำ และดำเนินการคำขอคืนเงินภายในระยะเวลาตรวจสอบ 2–3 วัน</li>
          <li>ประสานงานรถช่วยเหลือฉุกเฉินและการแจ้งอุบัติเหตุกับสาขาของเราใน 3 ประเทศ</li>
        </ul>
        <h2>คุณสมบัติ</h2>
        <ul>
          <li>
            ใช้ภาษาจีนกลางได้คล่องและเขียนภาษาอังกฤษได้ดี มีประสบการณ์ด้านบริการลูกค้า การท่องเที่ยว หรือการโรงแรมอย่างน้อย 2 ปี
          </li>
          <li>ใจเย็นภายใต้แรงกดดัน และทำงานเป็นกะหมุนเวียนได้ รวมถึงกะกลางคืนและวันหยุดสุดสัปดาห์ (มีค่ากะ)</li>
        </ul>
        <p>สถานที่ทำงาน: สำนักงานกรุงเทพฯ หรือทำงานทางไกลในเขตเวลา UTC+7 ถึง UTC+8 พนักงานประจำเต็มเวลา</p>
      `,
    },
    zh: {
      title: '中英文客服专员（曼谷或远程）',
      summary: '通过电话、微信和 LINE，在租车前、中、后全程照顾旅客，24小时轮班。',
      body: html`
        <p>
          航班延误、车胎没气、订单要改——这些时候，旅客听到的就是我们客服团队的声音。您的目标是尽量在第一次沟通中就把问题解决。
        </p>
        <h2>工作内容</h2>
        <ul>
          <li>用普通话和英语接听电话、回复消息（会粤语或泰语者优先）。</li>
          <li>处理订单修改和取消，解释保险和押金规则，在2–3天审核期内处理退款申请。</li>
          <li>与三个国家的门店协同安排道路救援和事故报案。</li>
        </ul>
        <h2>任职要求</h2>
        <ul>
          <li>普通话流利，英文书面表达良好；两年以上客服、旅游或酒店行业经验。</li>
          <li>遇事冷静，能接受包括夜班和周末在内的轮班（有轮班补贴）。</li>
        </ul>
        <p>工作地点：曼谷办公室，或 UTC+7 至 UTC+8 时区内远程办公。全职，长期。</p>
      `,
    },
    'zh-hant': {
      title: '中英文客戶服務專員（曼谷或遙距工作）',
      summary: '透過電話、微信及 LINE，在租車前、中、後全程照顧旅客，24小時輪班。',
      body: html`
        <p>
          航班延誤、爆呔、訂單要改——這些時候，旅客聽到的就是我們客服團隊的聲音。您的目標是盡量在第一次聯絡時就把問題解決。
        </p>
        <h2>工作內容</h2>
        <ul>
          <li>以普通話及英文接聽電話、回覆訊息（懂廣東話或泰文者優先）。</li>
          <li>處理訂單更改及取消，解釋保險及按金安排，在2至3日審核期內處理退款申請。</li>
          <li>與三個國家的門市協調道路救援及意外報告。</li>
        </ul>
        <h2>入職要求</h2>
        <ul>
          <li>普通話流利，英文書寫能力良好；兩年或以上客戶服務、旅遊或酒店業經驗。</li>
          <li>處事冷靜，能配合輪班工作，包括夜班及週末（設輪班津貼）。</li>
        </ul>
        <p>工作地點：曼谷辦事處，或於 UTC+7 至 UTC+8 時區遙距工作。全職，長期。</p>
      `,
    },
  },
};

const storeLead: CmsSeed = {
  key: 'recruit',
  introId: 'store-operations-lead-christchurch',
  publishedAt: at('2026-10-01T00:00:00Z'),
  sort: 2,
  text: {
    en: {
      title: 'Store operations lead, Christchurch Airport',
      summary:
        'Run our first New Zealand store day to day: a team of eight, a fleet of 60 cars and a lot of happy road-trippers.',
      body: html`
        <p>
          Our Christchurch store opened in September 2026 and is growing fast. We are looking for a hands-on
          lead who takes pride in a clean car, a short wait and a well-run team.
        </p>
        <h2>What you will do</h2>
        <ul>
          <li>Lead a team of eight counter and fleet staff, including rosters, training and coaching.</li>
          <li>Keep the fleet ready: cleaning, servicing, damage repairs, and snow chains in winter.</li>
          <li>
            Look after our self-service pick-up and the after-hours key drop, and handle escalations with our
            service team.
          </li>
        </ul>
        <h2>What you bring</h2>
        <ul>
          <li>Three years in car rental, automotive or hospitality operations, including leading a team.</li>
          <li>A full New Zealand driver licence and the right to work in New Zealand.</li>
          <li>Mandarin is a strong plus: most of our customers speak it.</li>
        </ul>
        <p>Location: Christchurch Airport. Full time, permanent, rotating weekend shifts.</p>
      `,
    },
    th: {
      title: 'หัวหน้าฝ่ายปฏิบัติการสาขา สนามบินไครสต์เชิร์ช',
      summary: 'ดูแลการดำเนินงานประจำวันของสาขาแรกในนิวซีแลนด์ ทีมงาน 8 คน รถ 60 คัน และนักเดินทางอีกมากมาย',
      body: html`
        <p>
          สาขาไครสต์เชิร์ชของเราเปิดเมื่อเดือนกันยายน 2026 และกำลังเติบโตอย่างรวดเร็ว เรากำลังมองหาหัวหน้าที่ลงมือทำเอง
          ภูมิใจกับรถที่สะอาด เวลารอที่สั้น และทีมที่ทำงานเป็นระบบ
        </p>
        <h2>หน้าที่ความรับผิดชอบ</h2>
        <ul>
          <li>บริหารทีมพนักงานเคาน์เตอร์และฝ่ายดูแลรถ 8 คน ทั้งตารางกะ การฝึกอบรม และการโค้ชงาน</li>
          <li>ดูแลให้รถพร้อมใช้งานเสมอ ทั้งการทำความสะอาด การเข้าศูนย์บริการ การซ่อมความเสียหาย และโซ่พันล้อในฤดูหนาว</li>
          <li>ดูแลระบบรับรถแบบบริการตนเองและจุดคืนกุญแจนอกเวลาทำการ และประสานเรื่องร้องเรียนกับทีมบริการลูกค้า</li>
        </ul>
        <h2>คุณสมบัติ</h2>
        <ul>
          <li>มีประสบการณ์ด้านรถเช่า ยานยนต์ หรือการบริหารงานบริการอย่างน้อย 3 ปี รวมถึงประสบการณ์เป็นหัวหน้าทีม</li>
          <li>มีใบขับขี่นิวซีแลนด์ฉบับสมบูรณ์และมีสิทธิทำงานในนิวซีแลนด์</li>
          <li>หากพูดภาษาจีนกลางได้จะพิจารณาเป็นพิเศษ เพราะลูกค้าส่วนใหญ่ใช้ภาษานี้</li>
        </ul>
        <p>สถานที่ทำงาน: สนามบินไครสต์เชิร์ช พนักงานประจำเต็มเวลา มีกะวันหยุดสุดสัปดาห์หมุนเวียน</p>
      `,
    },
    zh: {
      title: '门店运营主管（基督城机场）',
      summary: '负责我们新西兰首店的日常运营：8人团队、60辆车，以及络绎不绝的自驾游客。',
      body: html`
        <p>
          基督城门店于2026年9月开业，业务增长很快。我们在找一位亲力亲为的主管：在意每一辆车是否干净、每一位客人是否久等，也能把团队带好。
        </p>
        <h2>工作内容</h2>
        <ul>
          <li>带领8人的柜台和车辆团队，负责排班、培训和辅导。</li>
          <li>确保车辆随时可租：清洁、保养、维修，以及冬季防滑链管理。</li>
          <li>管理自助取车和非营业时间还钥匙流程，与客服团队协同处理客诉升级。</li>
        </ul>
        <h2>任职要求</h2>
        <ul>
          <li>三年以上租车、汽车或服务业运营经验，有团队管理经历。</li>
          <li>持有新西兰正式驾照，并拥有新西兰合法工作身份。</li>
          <li>会普通话者优先——我们的大部分客人说普通话。</li>
        </ul>
        <p>工作地点：基督城机场。全职，长期，周末轮班。</p>
      `,
    },
    'zh-hant': {
      title: '門市營運主管（基督城機場）',
      summary: '負責我們新西蘭首間門市的日常營運：8人團隊、60部車，以及絡繹不絕的自駕遊旅客。',
      body: html`
        <p>
          基督城門市於2026年9月開幕，業務增長迅速。我們正物色一位親力親為的主管：緊張每部車是否乾淨、每位客人有否久等，亦懂得帶領團隊。
        </p>
        <h2>工作內容</h2>
        <ul>
          <li>帶領8人的櫃檯及車隊團隊，負責編更、培訓及指導。</li>
          <li>確保車輛隨時可供出租：清潔、保養、維修，以及冬季防滑鏈管理。</li>
          <li>管理自助取車及非營業時間還匙安排，並與客服團隊跟進升級個案。</li>
        </ul>
        <h2>入職要求</h2>
        <ul>
          <li>三年或以上租車、汽車或服務業營運經驗，並曾管理團隊。</li>
          <li>持有新西蘭正式駕駛執照，並具新西蘭合法工作身份。</li>
          <li>懂普通話者優先——我們大部分客人都說普通話。</li>
        </ul>
        <p>工作地點：基督城機場。全職，長期，週末輪班。</p>
      `,
    },
  },
};

const frontendEngineer: CmsSeed = {
  key: 'recruit',
  introId: 'frontend-engineer',
  publishedAt: at('2026-10-01T00:00:00Z'),
  sort: 3,
  text: {
    en: {
      title: 'Front-end engineer, React and Next.js (Los Angeles or remote)',
      summary: 'Build the booking site that travellers use in four languages, from search to payment.',
      body: html`
        <p>
          Our website is where most rentals begin. It is server-rendered, works in English, Thai and two forms
          of Chinese, and must stay fast on a hotel Wi-Fi in Chiang Mai.
        </p>
        <h2>What you will do</h2>
        <ul>
          <li>Build features across the booking flow with React, Next.js and TypeScript.</li>
          <li>
            Care about accessibility, performance budgets and internationalisation, including dates and
            currencies.
          </li>
          <li>Work closely with design, our service team and the engineers who build our API.</li>
        </ul>
        <h2>What you bring</h2>
        <ul>
          <li>Three years building production web applications with React and TypeScript.</li>
          <li>Experience with testing (unit and end-to-end) and with shipping small changes often.</li>
          <li>Reading Chinese or Thai is welcome but not required.</li>
        </ul>
        <p>Location: Los Angeles office or remote between UTC−8 and UTC+8. Full time, permanent.</p>
      `,
    },
    th: {
      title: 'วิศวกรฟรอนต์เอนด์ React และ Next.js (ลอสแองเจลิส หรือทำงานทางไกล)',
      summary: 'พัฒนาเว็บไซต์จองรถที่นักเดินทางใช้งานใน 4 ภาษา ตั้งแต่การค้นหาจนถึงการชำระเงิน',
      body: html`
        <p>
          การเช่ารถส่วนใหญ่เริ่มต้นที่เว็บไซต์ของเรา ซึ่งเรนเดอร์ฝั่งเซิร์ฟเวอร์ รองรับภาษาอังกฤษ ไทย และภาษาจีนทั้งสองแบบ
          และต้องเร็วแม้ใช้ไวไฟโรงแรมในเชียงใหม่
        </p>
        <h2>หน้าที่ความรับผิดชอบ</h2>
        <ul>
          <li>พัฒนาฟีเจอร์ตลอดขั้นตอนการจองด้วย React, Next.js และ TypeScript</li>
          <li>
            ใส่ใจเรื่องการเข้าถึง (accessibility) งบประมาณประสิทธิภาพ และการรองรับหลายภาษา รวมถึงรูปแบบวันที่และสกุลเงิน
          </li>
          <li>ทำงานใกล้ชิดกับทีมออกแบบ ทีมบริการลูกค้า และวิศวกรที่พัฒนา API</li>
        </ul>
        <h2>คุณสมบัติ</h2>
        <ul>
          <li>มีประสบการณ์พัฒนาเว็บแอปพลิเคชันที่ใช้งานจริงด้วย React และ TypeScript อย่างน้อย 3 ปี</li>
          <li>มีประสบการณ์เขียนเทสต์ (unit และ end-to-end) และส่งมอบงานทีละน้อยอย่างสม่ำเสมอ</li>
          <li>อ่านภาษาจีนหรือภาษาไทยได้จะเป็นประโยชน์ แต่ไม่บังคับ</li>
        </ul>
        <p>สถานที่ทำงาน: สำนักงานลอสแองเจลิส หรือทำงานทางไกลในเขตเวลา UTC−8 ถึง UTC+8 พนักงานประจำเต็มเวลา</p>
      `,
    },
    zh: {
      title: '前端工程师 React / Next.js（洛杉矶或远程）',
      summary: '打造旅客使用的四语种预订网站，从搜索到支付全链路。',
      body: html`
        <p>
          大多数租车订单都从我们的网站开始。网站采用服务端渲染，支持英文、泰文和简繁两种中文，即使在清迈的酒店
          Wi-Fi 下也要足够快。
        </p>
        <h2>工作内容</h2>
        <ul>
          <li>使用 React、Next.js 和 TypeScript 开发预订全流程的功能。</li>
          <li>关注无障碍访问、性能预算和国际化（包括日期和货币格式）。</li>
          <li>与设计、客服团队以及 API 工程师紧密协作。</li>
        </ul>
        <h2>任职要求</h2>
        <ul>
          <li>三年以上使用 React 和 TypeScript 开发线上 Web 应用的经验。</li>
          <li>有单元测试和端到端测试经验，习惯小步快跑、频繁发布。</li>
          <li>能读中文或泰文是加分项，但不是必需。</li>
        </ul>
        <p>工作地点：洛杉矶办公室，或 UTC−8 至 UTC+8 时区内远程办公。全职，长期。</p>
      `,
    },
    'zh-hant': {
      title: '前端工程師 React / Next.js（洛杉磯或遙距工作）',
      summary: '打造旅客使用的四語網上預訂平台，由搜尋到付款一手包辦。',
      body: html`
        <p>
          大部分租車訂單都由我們的網站開始。網站採用伺服器端渲染，支援英文、泰文及簡繁兩種中文，即使在清邁酒店的
          Wi-Fi 下亦要夠快。
        </p>
        <h2>工作內容</h2>
        <ul>
          <li>以 React、Next.js 及 TypeScript 開發整個預訂流程的功能。</li>
          <li>重視無障礙設計、效能預算及國際化（包括日期及貨幣格式）。</li>
          <li>與設計、客服團隊及 API 工程師緊密合作。</li>
        </ul>
        <h2>入職要求</h2>
        <ul>
          <li>三年或以上以 React 及 TypeScript 開發正式上線網頁應用程式的經驗。</li>
          <li>具備單元測試及端對端測試經驗，習慣小步快跑、頻密發佈。</li>
          <li>懂中文或泰文更佳，但並非必要。</li>
        </ul>
        <p>工作地點：洛杉磯辦事處，或於 UTC−8 至 UTC+8 時區遙距工作。全職，長期。</p>
      `,
    },
  },
};

export const recruit: CmsSeed[] = [joinUs, serviceSpecialist, storeLead, frontendEngineer];
