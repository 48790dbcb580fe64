import { at } from '../l10n';
import { html, type CmsSeed } from './types';

const pressRoom: CmsSeed = {
  key: 'news',
  publishedAt: at('2026-01-15T00:00:00Z'),
  text: {
    en: {
      title: 'Press room',
      summary: 'News from Rentcar Go: new stores, new cars and new ways to rent.',
      body: html`
        <p>
          The latest from Rentcar Go: store openings, fleet updates and new services for travellers renting in
          the USA, Thailand and New Zealand. Journalists can reach our press team at
          <a href="mailto:press@rentcargo.com">press@rentcargo.com</a>.
        </p>
      `,
    },
    th: {
      title: 'ห้องข่าว',
      summary: 'ข่าวสารจาก Rentcar Go: สาขาใหม่ รถใหม่ และวิธีเช่ารถแบบใหม่',
      body: html`
        <p>
          อัปเดตล่าสุดจาก Rentcar Go ทั้งการเปิดสาขา รถรุ่นใหม่ในฝูง และบริการใหม่สำหรับนักเดินทางที่เช่ารถในสหรัฐอเมริกา ไทย
          และนิวซีแลนด์ สื่อมวลชนติดต่อทีมประชาสัมพันธ์ได้ที่ <a href="mailto:press@rentcargo.com">press@rentcargo.com</a>
        </p>
      `,
    },
    zh: {
      title: '新闻中心',
      summary: 'Rentcar Go 最新动态：新门店、新车型和租车新方式。',
      body: html`
        <p>
          这里发布 Rentcar Go
          的最新消息，包括门店开业、车队更新，以及面向美国、泰国和新西兰租车旅客的新服务。媒体朋友可通过
          <a href="mailto:press@rentcargo.com">press@rentcargo.com</a> 联系我们的公关团队。
        </p>
      `,
    },
    'zh-hant': {
      title: '新聞中心',
      summary: 'Rentcar Go 最新動態：新門市、新車款及租車新方式。',
      body: html`
        <p>
          這裡發佈 Rentcar Go
          的最新消息，包括門市開幕、車隊更新，以及為在美國、泰國和新西蘭租車的旅客推出的新服務。傳媒朋友可透過
          <a href="mailto:press@rentcargo.com">press@rentcargo.com</a> 聯絡我們的公關團隊。
        </p>
      `,
    },
  },
};

const christchurch: CmsSeed = {
  key: 'news',
  introId: 'christchurch-store-opening',
  publishedAt: at('2026-09-01T00:00:00Z'),
  text: {
    en: {
      title: 'Our first New Zealand store opens at Christchurch Airport',
      summary:
        'From 1 September, travellers can pick up at Christchurch Airport, the gateway to the Southern Alps, Lake Tekapo and Queenstown.',
      body: html`
        <p>
          <strong>Christchurch, 1 September 2026</strong> — Rentcar Go today opened its first store in New
          Zealand, at Christchurch Airport. The counter is in the arrivals hall and the cars are parked a
          two-minute walk away, across the road.
        </p>
        <p>
          Christchurch is where most South Island road trips begin: Lake Tekapo is three hours away,
          Aoraki/Mount Cook four and Queenstown about six. The new store opens daily from 06:00 to 23:00, and
          its fleet of SUVs and hybrids includes all-wheel-drive models for winter driving.
        </p>
        <h2>Ready for the mountains</h2>
        <ul>
          <li>Snow chains are available free of charge from June to September.</li>
          <li>
            Every car comes with a Chinese-language guide to New Zealand's road rules, including one-lane
            bridges and giving way.
          </li>
          <li>Our 24-hour Chinese-language hotline covers New Zealand from day one.</li>
        </ul>
        <p>
          "New Zealand has been the destination our customers asked for most," said our head of operations.
          "We wanted a store where you can land, collect your key and be on the road to the lakes within half
          an hour."
        </p>
        <p>Before you drive, please read the <a href="/rent_rules/NZ">New Zealand rent rules</a>.</p>
      `,
    },
    th: {
      title: 'เปิดสาขาแรกในนิวซีแลนด์ที่สนามบินไครสต์เชิร์ช',
      summary: 'ตั้งแต่วันที่ 1 กันยายน นักเดินทางรับรถได้ที่สนามบินไครสต์เชิร์ช ประตูสู่เทือกเขาแอลป์ใต้ ทะเลสาบเทคาโป และควีนส์ทาวน์',
      body: html`
        <p>
          <strong>ไครสต์เชิร์ช 1 กันยายน 2026</strong> — วันนี้ Rentcar Go เปิดสาขาแรกในนิวซีแลนด์ที่สนามบินไครสต์เชิร์ช
          เคาน์เตอร์ตั้งอยู่ในโถงผู้โดยสารขาเข้า และลานจอดรถอยู่ฝั่งตรงข้ามถนน เดินเพียง 2 นาที
        </p>
        <p>
          ไครสต์เชิร์ชคือจุดเริ่มต้นของทริปขับรถเที่ยวเกาะใต้แทบทุกเส้นทาง จากที่นี่ขับไปทะเลสาบเทคาโปประมาณ 3 ชั่วโมง ไปเมาท์คุกราว 4
          ชั่วโมง และไปควีนส์ทาวน์ราว 6 ชั่วโมง สาขาใหม่เปิดทุกวัน 06:00–23:00 น. มีทั้งรถ SUV และรถไฮบริด
          รวมถึงรุ่นขับเคลื่อนสี่ล้อสำหรับขับขี่ในฤดูหนาว
        </p>
        <h2>พร้อมสำหรับเส้นทางภูเขา</h2>
        <ul>
          <li>ให้ยืมโซ่พันล้อฟรีตั้งแต่เดือนมิถุนายนถึงกันยายน</li>
          <li>รถทุกคันมีคู่มือกฎจราจรนิวซีแลนด์ฉบับภาษาจีน รวมถึงการขับผ่านสะพานเลนเดียวและกฎการให้ทาง</li>
          <li>สายด่วนภาษาจีน 24 ชั่วโมงของเราให้บริการในนิวซีแลนด์ตั้งแต่วันแรก</li>
        </ul>
        <p>
          "นิวซีแลนด์เป็นจุดหมายที่ลูกค้าขอมามากที่สุด" หัวหน้าฝ่ายปฏิบัติการของเรากล่าว "เราอยากให้ที่นี่เป็นสาขาที่คุณลงเครื่อง รับกุญแจ
          แล้วออกเดินทางไปทะเลสาบได้ภายในครึ่งชั่วโมง"
        </p>
        <p>ก่อนออกเดินทาง กรุณาอ่าน<a href="/rent_rules/NZ">เงื่อนไขการเช่ารถในนิวซีแลนด์</a></p>
      `,
    },
    zh: {
      title: '新西兰首店落户基督城机场',
      summary: '9月1日起，旅客可在基督城机场取车，从这里出发前往南阿尔卑斯山、特卡波湖和皇后镇。',
      body: html`
        <p>
          <strong>基督城，2026年9月1日</strong>——Rentcar Go
          今天在基督城机场开出新西兰首家门店。柜台位于到达大厅，取车停车场就在马路对面，步行只需2分钟。
        </p>
        <p>
          南岛自驾大多从基督城出发：到特卡波湖约3小时，到库克山约4小时，到皇后镇约6小时。新门店每天
          06:00–23:00 营业，车队以 SUV 和混动车型为主，并配有适合冬季驾驶的四驱车型。
        </p>
        <h2>为山路做好准备</h2>
        <ul>
          <li>6月至9月免费提供防滑链。</li>
          <li>每辆车都配有中文版新西兰交规指南，单车道桥、让行规则等一目了然。</li>
          <li>24小时中文客服热线从开业第一天起覆盖新西兰。</li>
        </ul>
        <p>
          “新西兰一直是用户呼声最高的目的地，”我们的运营负责人表示，“我们希望在这里做到：落地、取钥匙，半小时内就能开上去湖区的路。”
        </p>
        <p>出发前，请先阅读<a href="/rent_rules/NZ">新西兰租车规则</a>。</p>
      `,
    },
    'zh-hant': {
      title: '新西蘭首間門市於基督城機場開幕',
      summary: '9月1日起，旅客可在基督城機場取車，由此出發前往南阿爾卑斯山、特卡波湖及皇后鎮。',
      body: html`
        <p>
          <strong>基督城，2026年9月1日</strong>——Rentcar Go
          今日在基督城機場開設新西蘭首間門市。櫃檯位於入境大堂，取車停車場就在馬路對面，步行只需2分鐘。
        </p>
        <p>
          南島自駕遊大多由基督城出發：往特卡波湖約3小時，往庫克山約4小時，往皇后鎮約6小時。新門市每日
          06:00–23:00 營業，車隊以 SUV 及混能車款為主，並備有適合冬季駕駛的四驅車款。
        </p>
        <h2>為山路做好準備</h2>
        <ul>
          <li>6月至9月免費提供防滑鏈。</li>
          <li>每部車均附中文版新西蘭交通規則指南，單線橋、讓路規則等一目了然。</li>
          <li>24小時中文客服熱線由開幕首日起覆蓋新西蘭。</li>
        </ul>
        <p>
          「新西蘭一直是客戶呼聲最高的目的地，」我們的營運主管表示，「我們希望做到：落機、取車匙，半小時內就可以駕車出發往湖區。」
        </p>
        <p>出發前，請先細閱<a href="/rent_rules/NZ">新西蘭租車規則</a>。</p>
      `,
    },
  },
};

const selfService: CmsSeed = {
  key: 'news',
  introId: 'self-service-pickup-launch',
  publishedAt: at('2026-06-16T00:00:00Z'),
  text: {
    en: {
      title: 'Self-service pick-up: from counter to car in about five minutes',
      summary:
        'Check in online before you fly, then collect your key from a smart locker at Los Angeles, San Francisco, Bangkok and Phuket.',
      body: html`
        <p>
          <strong>Los Angeles, 16 June 2026</strong> — Rentcar Go today launched self-service pick-up at four
          of its busiest stores: Los Angeles (LAX), San Francisco (SFO), Bangkok Suvarnabhumi and Phuket
          Airport.
        </p>
        <p>
          Travellers who choose self-service upload their passport and driving licence, sign the rental
          agreement and authorise the deposit online before they fly. At the store they scan the QR code in
          their booking at a smart key locker, collect the key and walk straight to the numbered bay. In our
          trials the whole process took about five minutes, against an average counter wait of 25 minutes
          during the summer peak.
        </p>
        <h2>How it works</h2>
        <ol>
          <li>
            Book a car marked "Self-service" and complete online check-in at least 2 hours before pick-up.
          </li>
          <li>We check your documents, usually within 30 minutes, and send your pick-up code.</li>
          <li>At the store, scan the code at the key locker, take your key and drive away.</li>
        </ol>
        <p>
          Our staff are still on hand at every store for travellers who prefer the counter. Read more about
          <a href="/introduce/zzyc">self-service</a> and <a href="/introduce/zzycp">self-service plus</a>.
        </p>
      `,
    },
    th: {
      title: 'รับรถแบบบริการตนเอง: จากเคาน์เตอร์ถึงรถในเวลาประมาณ 5 นาที',
      summary: 'เช็กอินออนไลน์ก่อนบิน แล้วรับกุญแจจากตู้ล็อกเกอร์อัจฉริยะที่ลอสแองเจลิส ซานฟรานซิสโก กรุงเทพฯ และภูเก็ต',
      body: html`
        <p>
          <strong>ลอสแองเจลิส 16 มิถุนายน 2026</strong> — วันนี้ Rentcar Go เปิดให้บริการรับรถแบบบริการตนเองใน 4
          สาขาที่มีผู้ใช้บริการมากที่สุด ได้แก่ ลอสแองเจลิส (LAX) ซานฟรานซิสโก (SFO) กรุงเทพฯ สุวรรณภูมิ และสนามบินภูเก็ต
        </p>
        <p>
          ผู้ที่เลือกบริการตนเองจะอัปโหลดหนังสือเดินทางและใบขับขี่ ลงนามสัญญาเช่า และอนุมัติการวางมัดจำทางออนไลน์ได้ตั้งแต่ก่อนขึ้นเครื่อง
          เมื่อถึงสาขาเพียงสแกนคิวอาร์โค้ดในการจองที่ตู้ล็อกเกอร์กุญแจอัจฉริยะ รับกุญแจ แล้วเดินไปที่ช่องจอดตามหมายเลขได้ทันที
          ในช่วงทดลอง ขั้นตอนทั้งหมดใช้เวลาประมาณ 5 นาที เทียบกับเวลารอที่เคาน์เตอร์เฉลี่ย 25 นาทีในช่วงไฮซีซันฤดูร้อน
        </p>
        <h2>ขั้นตอนการใช้บริการ</h2>
        <ol>
          <li>จองรถที่มีสัญลักษณ์ "บริการตนเอง" และเช็กอินออนไลน์ให้เสร็จอย่างน้อย 2 ชั่วโมงก่อนเวลารับรถ</li>
          <li>เราตรวจสอบเอกสาร โดยปกติภายใน 30 นาที แล้วส่งรหัสรับรถให้คุณ</li>
          <li>ที่สาขา สแกนรหัสที่ตู้ล็อกเกอร์ รับกุญแจ แล้วออกเดินทางได้เลย</li>
        </ol>
        <p>
          ทุกสาขายังมีเจ้าหน้าที่คอยให้บริการสำหรับผู้ที่ต้องการรับรถที่เคาน์เตอร์ อ่านเพิ่มเติมเกี่ยวกับ<a href="/introduce/zzyc"
            >บริการตนเอง</a
          >และ<a href="/introduce/zzycp">บริการตนเองพลัส</a>
        </p>
      `,
    },
    zh: {
      title: '自助取车上线：从进门到上车约5分钟',
      summary: '出发前在线办理值机，到店后在洛杉矶、旧金山、曼谷和普吉门店的智能钥匙柜自助取钥匙。',
      body: html`
        <p>
          <strong>洛杉矶，2026年6月16日</strong>——Rentcar Go
          今天在四家客流最大的门店上线自助取车服务：洛杉矶（LAX）、旧金山（SFO）、曼谷素万那普和普吉机场。
        </p>
        <p>
          选择自助取车的旅客，出发前即可在线上传护照和驾照、签署租车合同并完成押金授权。到店后，在智能钥匙柜扫描订单中的二维码，取出钥匙，直接走到对应编号的车位即可。试运行期间，整个流程平均约5分钟；相比之下，暑期高峰时柜台平均要排队25分钟。
        </p>
        <h2>使用流程</h2>
        <ol>
          <li>预订带有“自助取车”标识的车辆，并在取车前至少2小时完成在线值机。</li>
          <li>我们审核证件（通常30分钟内完成），并发送取车码。</li>
          <li>到店后在钥匙柜扫码取钥匙，即可出发。</li>
        </ol>
        <p>
          每家门店仍有工作人员为习惯柜台办理的旅客服务。了解更多：<a href="/introduce/zzyc">自助取车</a>、<a
            href="/introduce/zzycp"
            >自助取车 Plus</a
          >。
        </p>
      `,
    },
    'zh-hant': {
      title: '自助取車登場：由入門到上車約5分鐘',
      summary: '出發前網上辦理登記，到店後在洛杉磯、三藩市、曼谷及布吉門市的智能車匙櫃自助取匙。',
      body: html`
        <p>
          <strong>洛杉磯，2026年6月16日</strong>——Rentcar Go
          今日在四間人流最多的門市推出自助取車服務：洛杉磯（LAX）、三藩市（SFO）、曼谷素萬那普及布吉機場。
        </p>
        <p>
          選用自助取車的旅客，出發前已可在網上上載護照及駕駛執照、簽署租車合約並完成按金授權。到店後，只需在智能車匙櫃掃描訂單上的二維碼，取出車匙，便可直接走到對應編號的車位。試行期間，整個流程平均約5分鐘；相比之下，暑假旺季在櫃檯平均要排隊25分鐘。
        </p>
        <h2>使用流程</h2>
        <ol>
          <li>預訂附有「自助取車」標誌的車輛，並於取車前最少2小時完成網上登記。</li>
          <li>我們會審核證件（一般30分鐘內完成），然後發送取車碼。</li>
          <li>到店後在車匙櫃掃碼取匙，即可出發。</li>
        </ol>
        <p>
          每間門市仍有職員為喜歡在櫃檯辦理的旅客服務。了解更多：<a href="/introduce/zzyc">自助取車</a>、<a
            href="/introduce/zzycp"
            >自助取車 Plus</a
          >。
        </p>
      `,
    },
  },
};

const springFleet: CmsSeed = {
  key: 'news',
  introId: '2026-spring-fleet',
  publishedAt: at('2026-03-02T00:00:00Z'),
  text: {
    en: {
      title: 'Spring 2026 fleet: more electric and hybrid cars, bigger SUVs for families',
      summary:
        'Tesla Model Y in San Francisco, the hydrogen Toyota Mirai in Los Angeles and new Corolla Cross and Fortuner SUVs across Thailand.',
      body: html`
        <p>
          <strong>Los Angeles, 2 March 2026</strong> — Ahead of the spring and Easter holidays, Rentcar Go has
          added more than 60 new cars to its fleet. The average age of our cars is now under 14 months.
        </p>
        <h2>What is new</h2>
        <ul>
          <li>
            <strong>San Francisco (SFO):</strong> the Tesla Model Y joins the Model 3, with free Supercharging
            credit for the first 100 miles.
          </li>
          <li>
            <strong>Los Angeles (LAX):</strong> the hydrogen-powered Toyota Mirai, with a map of the city's
            refuelling stations in the car.
          </li>
          <li>
            <strong>Thailand:</strong> more Toyota Corolla Cross hybrids in Bangkok and seven-seat Toyota
            Fortuner SUVs at every Thai store.
          </li>
          <li>
            <strong>Honolulu (HNL):</strong> more Jeep Wranglers and Mustang convertibles for island drives.
          </li>
        </ul>
        <p>
          Every new car comes with Apple CarPlay and Android Auto, so you can use the map app on your phone in
          Chinese. Electric and hydrogen cars have their own return rules: see the
          <a href="/rent_rules/US">US rent rules</a>.
        </p>
      `,
    },
    th: {
      title: 'รถใหม่ฤดูใบไม้ผลิ 2026: รถไฟฟ้าและไฮบริดมากขึ้น SUV คันใหญ่สำหรับครอบครัว',
      summary:
        'Tesla Model Y ที่ซานฟรานซิสโก Toyota Mirai พลังไฮโดรเจนที่ลอสแองเจลิส และ Corolla Cross กับ Fortuner ใหม่ทั่วประเทศไทย',
      body: html`
        <p>
          <strong>ลอสแองเจลิส 2 มีนาคม 2026</strong> — ก่อนช่วงวันหยุดฤดูใบไม้ผลิและอีสเตอร์ Rentcar Go ได้เพิ่มรถใหม่กว่า 60
          คันเข้าสู่ฝูงรถ ทำให้อายุเฉลี่ยของรถเราต่ำกว่า 14 เดือน
        </p>
        <h2>มีอะไรใหม่</h2>
        <ul>
          <li>
            <strong>ซานฟรานซิสโก (SFO):</strong> Tesla Model Y มาเสริม Model 3 พร้อมเครดิตชาร์จ Supercharger
            ฟรีสำหรับ 100 ไมล์แรก
          </li>
          <li>
            <strong>ลอสแองเจลิส (LAX):</strong> Toyota Mirai พลังไฮโดรเจน พร้อมแผนที่สถานีเติมไฮโดรเจนในเมืองไว้ในรถ
          </li>
          <li>
            <strong>ประเทศไทย:</strong> Toyota Corolla Cross ไฮบริดเพิ่มขึ้นที่กรุงเทพฯ และ Toyota Fortuner 7
            ที่นั่งในทุกสาขา
          </li>
          <li><strong>โฮโนลูลู (HNL):</strong> Jeep Wrangler และ Mustang เปิดประทุนเพิ่มขึ้นสำหรับขับชมเกาะ</li>
        </ul>
        <p>
          รถใหม่ทุกคันรองรับ Apple CarPlay และ Android Auto ใช้แอปแผนที่ภาษาจีนในโทรศัพท์ได้สะดวก
          รถไฟฟ้าและรถไฮโดรเจนมีเงื่อนไขการคืนรถเฉพาะ ดู<a href="/rent_rules/US">เงื่อนไขการเช่ารถในสหรัฐอเมริกา</a>
        </p>
      `,
    },
    zh: {
      title: '2026春季车队更新：更多电动和混动车型，家庭出游有大 SUV',
      summary: '旧金山新增特斯拉 Model Y，洛杉矶引入氢燃料丰田 Mirai，泰国各门店新增卡罗拉锐放和 Fortuner。',
      body: html`
        <p>
          <strong>洛杉矶，2026年3月2日</strong>——为迎接春假和复活节出行高峰，Rentcar Go
          车队新增60余辆新车，车辆平均车龄降至14个月以内。
        </p>
        <h2>新车一览</h2>
        <ul>
          <li><strong>旧金山（SFO）：</strong>在 Model 3 之外新增特斯拉 Model Y，前100英里超充免费。</li>
          <li><strong>洛杉矶（LAX）：</strong>引入氢燃料电池车丰田 Mirai，车内附洛杉矶加氢站地图。</li>
          <li><strong>泰国：</strong>曼谷增加丰田卡罗拉锐放双擎，所有泰国门店新增7座丰田 Fortuner。</li>
          <li><strong>檀香山（HNL）：</strong>增加 Jeep 牧马人和野马敞篷车，环岛自驾更尽兴。</li>
        </ul>
        <p>
          所有新车均支持 Apple CarPlay 和 Android
          Auto，可直接使用手机上的中文导航。电动车和氢燃料车有专门的还车要求，详见<a href="/rent_rules/US"
            >美国租车规则</a
          >。
        </p>
      `,
    },
    'zh-hant': {
      title: '2026春季車隊更新：更多電動及混能車款，家庭出遊有大型 SUV',
      summary:
        '三藩市新增 Tesla Model Y，洛杉磯引入氫燃料 Toyota Mirai，泰國各門市新增 Corolla Cross 及 Fortuner。',
      body: html`
        <p>
          <strong>洛杉磯，2026年3月2日</strong>——為迎接春假及復活節出行高峰，Rentcar Go
          車隊新增逾60部新車，車輛平均車齡降至14個月以內。
        </p>
        <h2>新車一覽</h2>
        <ul>
          <li><strong>三藩市（SFO）：</strong>在 Model 3 以外新增 Tesla Model Y，首100英里超級充電免費。</li>
          <li><strong>洛杉磯（LAX）：</strong>引入氫燃料電池車 Toyota Mirai，車內附洛杉磯加氫站地圖。</li>
          <li>
            <strong>泰國：</strong>曼谷增加 Toyota Corolla Cross 混能版，所有泰國門市新增7座位 Toyota
            Fortuner。
          </li>
          <li><strong>檀香山（HNL）：</strong>增加 Jeep Wrangler 及 Mustang 開篷車，環島自駕更盡興。</li>
        </ul>
        <p>
          所有新車均支援 Apple CarPlay 及 Android
          Auto，可直接使用手機上的中文導航。電動車及氫燃料車有專門的還車要求，詳見<a href="/rent_rules/US"
            >美國租車規則</a
          >。
        </p>
      `,
    },
  },
};

const zhima: CmsSeed = {
  key: 'news',
  introId: 'zhima-credit-no-deposit',
  publishedAt: at('2025-11-11T00:00:00Z'),
  text: {
    en: {
      title: 'No deposit needed: Zhima Credit comes to our US and Thai stores',
      summary:
        'Renters with a Zhima Credit score above 650 no longer need to leave a credit-card deposit at participating stores.',
      body: html`
        <p>
          <strong>Bangkok, 11 November 2025</strong> — Rentcar Go now accepts Zhima Credit, the credit score
          of Alipay, in place of a credit-card deposit at Los Angeles, San Francisco, Honolulu, Bangkok
          Suvarnabhumi and Phuket Airport.
        </p>
        <p>
          A credit-card deposit can block several hundred dollars of a traveller's credit limit for weeks.
          With Zhima Credit, renters with a score above 650 authorise the deposit in the Alipay app instead:
          nothing is charged or blocked unless there are unpaid costs after the rental, such as fuel, tolls or
          traffic fines.
        </p>
        <h2>How to use it</h2>
        <ol>
          <li>Log in to your Rentcar Go account (this option is not available to guest bookings).</li>
          <li>On the booking form, choose "Zhima Credit" as the deposit method.</li>
          <li>
            Confirm the pre-authorisation in Alipay. The store then hands over the car without a card deposit.
          </li>
        </ol>
        <p>
          The main driver still needs a valid licence and passport. See the
          <a href="/article/payment_refund_policy">payment and refund policy</a> for details.
        </p>
      `,
    },
    th: {
      title: 'ไม่ต้องวางมัดจำ: Zhima Credit มาแล้วที่สาขาในสหรัฐฯ และไทย',
      summary: 'ผู้เช่าที่มีคะแนน Zhima Credit สูงกว่า 650 ไม่ต้องวางมัดจำด้วยบัตรเครดิตที่สาขาที่ร่วมรายการอีกต่อไป',
      body: html`
        <p>
          <strong>กรุงเทพฯ 11 พฤศจิกายน 2025</strong> — ตั้งแต่วันนี้ Rentcar Go รับ Zhima Credit ซึ่งเป็นคะแนนเครดิตของ
          Alipay แทนการวางมัดจำด้วยบัตรเครดิต ที่สาขาลอสแองเจลิส ซานฟรานซิสโก โฮโนลูลู กรุงเทพฯ สุวรรณภูมิ และสนามบินภูเก็ต
        </p>
        <p>
          การวางมัดจำด้วยบัตรเครดิตอาจทำให้วงเงินบัตรของนักเดินทางถูกกันไว้หลายร้อยดอลลาร์นานหลายสัปดาห์ ด้วย Zhima Credit
          ผู้เช่าที่มีคะแนนสูงกว่า 650 สามารถอนุมัติการค้ำประกันผ่านแอป Alipay แทน โดยจะไม่มีการตัดเงินหรือกันวงเงินใด ๆ
          เว้นแต่มีค่าใช้จ่ายค้างชำระหลังคืนรถ เช่น ค่าน้ำมัน ค่าทางด่วน หรือค่าปรับจราจร
        </p>
        <h2>วิธีใช้งาน</h2>
        <ol>
          <li>เข้าสู่ระบบบัญชี Rentcar Go ของคุณ (การจองแบบผู้เยี่ยมชมไม่สามารถใช้ตัวเลือกนี้ได้)</li>
          <li>ในแบบฟอร์มการจอง เลือกวิธีวางมัดจำเป็น "Zhima Credit"</li>
          <li>ยืนยันการอนุมัติล่วงหน้าในแอป Alipay จากนั้นสาขาจะส่งมอบรถโดยไม่ต้องวางมัดจำด้วยบัตร</li>
        </ol>
        <p>
          ผู้ขับขี่หลักยังต้องมีใบขับขี่และหนังสือเดินทางที่ยังไม่หมดอายุ ดูรายละเอียดได้ที่<a href="/article/payment_refund_policy"
            >นโยบายการชำระเงินและการคืนเงิน</a
          >
        </p>
      `,
    },
    zh: {
      title: '租车免押金：芝麻信用登陆美国和泰国门店',
      summary: '芝麻信用分高于650的用户，在支持门店取车无需再交信用卡押金。',
      body: html`
        <p>
          <strong>曼谷，2025年11月11日</strong>——即日起，Rentcar Go
          在洛杉矶、旧金山、檀香山、曼谷素万那普和普吉机场门店支持芝麻信用免押，无需再用信用卡交押金。
        </p>
        <p>
          信用卡押金往往会占用几百美元的额度，一占就是好几周。使用芝麻信用，信用分高于650的用户只需在支付宝里完成预授权：租车结束后如无油费、过路费、交通罚单等未结清费用，不会产生任何扣款，也不会冻结额度。
        </p>
        <h2>如何使用</h2>
        <ol>
          <li>登录 Rentcar Go 账户（游客预订暂不支持）。</li>
          <li>在预订填写页的押金方式中选择“芝麻信用”。</li>
          <li>在支付宝中确认预授权，到店即可免押取车。</li>
        </ol>
        <p>
          主驾驶人仍需携带有效驾照和护照。详情请参阅<a href="/article/payment_refund_policy">支付与退款政策</a
          >。
        </p>
      `,
    },
    'zh-hant': {
      title: '租車免按金：芝麻信用登陸美國及泰國門市',
      summary: '芝麻信用分高於650的客戶，在適用門市取車毋須再付信用卡按金。',
      body: html`
        <p>
          <strong>曼谷，2025年11月11日</strong>——即日起，Rentcar Go
          在洛杉磯、三藩市、檀香山、曼谷素萬那普及布吉機場門市接受芝麻信用免按金，毋須再以信用卡繳付按金。
        </p>
        <p>
          信用卡按金往往會佔用數百美元的信用額，而且一佔就是幾個星期。使用芝麻信用，信用分高於650的客戶只需在支付寶完成預授權：還車後如沒有油費、路費、交通罰款等未清繳費用，便不會有任何扣款，亦不會凍結額度。
        </p>
        <h2>使用方法</h2>
        <ol>
          <li>登入 Rentcar Go 帳戶（訪客預訂暫不適用）。</li>
          <li>在預訂表格的按金方式中選擇「芝麻信用」。</li>
          <li>在支付寶確認預授權，到店即可免按金取車。</li>
        </ol>
        <p>
          主要駕駛者仍須攜帶有效駕駛執照及護照。詳情請參閱<a href="/article/payment_refund_policy"
            >付款及退款政策</a
          >。
        </p>
      `,
    },
  },
};

const thailand: CmsSeed = {
  key: 'news',
  introId: 'thailand-expansion',
  publishedAt: at('2025-08-18T00:00:00Z'),
  text: {
    en: {
      title: 'Five stores in Thailand: Krabi and Pattaya join Bangkok, Phuket and Chiang Mai',
      summary:
        'New stores at Krabi Airport and in Pattaya make one-way trips possible between Bangkok and Pattaya and between Phuket and Krabi.',
      body: html`
        <p>
          <strong>Bangkok, 18 August 2025</strong> — Rentcar Go has opened two new stores in Thailand, at
          Krabi International Airport and in central Pattaya, bringing its Thai network to five stores.
        </p>
        <p>
          With the new stores, travellers can pick up in one city and return in another: Bangkok to Pattaya or
          Chiang Mai, and Phuket to Krabi. One-way fees are fixed and shown before you book, from THB 1,200
          between Bangkok and Pattaya.
        </p>
        <h2>Made for Thai roads</h2>
        <ul>
          <li>
            Every car carries compulsory Thai motor insurance (Por Ror Bor), and our protection plans add
            cover for the car itself.
          </li>
          <li>Easy Pass toll cards for Bangkok's expressways can be added when you book.</li>
          <li>
            Thai-, Chinese- and English-speaking staff at every store, and our hotline around the clock.
          </li>
        </ul>
        <p>
          Before your trip, please read the <a href="/rent_rules/TH">Thailand rent rules</a>, including the
          licence requirements.
        </p>
      `,
    },
    th: {
      title: 'ครบ 5 สาขาในไทย: กระบี่และพัทยามาเสริมกรุงเทพฯ ภูเก็ต และเชียงใหม่',
      summary: 'สาขาใหม่ที่สนามบินกระบี่และพัทยา ทำให้รับรถและคืนรถต่างเมืองได้ ทั้งกรุงเทพฯ–พัทยา และภูเก็ต–กระบี่',
      body: html`
        <p>
          <strong>กรุงเทพฯ 18 สิงหาคม 2025</strong> — Rentcar Go เปิด 2 สาขาใหม่ในประเทศไทย
          ที่ท่าอากาศยานนานาชาติกระบี่และใจกลางเมืองพัทยา ทำให้มีสาขาในไทยรวม 5 แห่ง
        </p>
        <p>
          สาขาใหม่ทำให้นักเดินทางรับรถที่เมืองหนึ่งแล้วคืนอีกเมืองหนึ่งได้ ทั้งกรุงเทพฯ ไปพัทยาหรือเชียงใหม่ และภูเก็ตไปกระบี่
          ค่าธรรมเนียมคืนรถต่างสาขาเป็นอัตราคงที่และแสดงให้เห็นก่อนจอง เริ่มต้นที่ 1,200 บาทระหว่างกรุงเทพฯ กับพัทยา
        </p>
        <h2>พร้อมสำหรับถนนเมืองไทย</h2>
        <ul>
          <li>รถทุกคันมีประกันภัยรถยนต์ภาคบังคับ (พ.ร.บ.) และแพ็กเกจความคุ้มครองของเราช่วยคุ้มครองตัวรถเพิ่มเติม</li>
          <li>เพิ่มบัตร Easy Pass สำหรับทางพิเศษในกรุงเทพฯ ได้ตั้งแต่ตอนจอง</li>
          <li>ทุกสาขามีพนักงานที่พูดภาษาไทย จีน และอังกฤษ และสายด่วนของเราพร้อมให้บริการตลอด 24 ชั่วโมง</li>
        </ul>
        <p>ก่อนเดินทาง กรุณาอ่าน<a href="/rent_rules/TH">เงื่อนไขการเช่ารถในประเทศไทย</a> รวมถึงข้อกำหนดเรื่องใบขับขี่</p>
      `,
    },
    zh: {
      title: '泰国门店增至5家：甲米、芭堤雅加入曼谷、普吉、清迈',
      summary: '甲米机场店和芭堤雅店开业，曼谷—芭堤雅、普吉—甲米均可异地还车。',
      body: html`
        <p>
          <strong>曼谷，2025年8月18日</strong>——Rentcar Go
          在泰国新开两家门店，分别位于甲米国际机场和芭堤雅市中心，泰国门店总数增至5家。
        </p>
        <p>
          新店开业后，旅客可以在一座城市取车、另一座城市还车：曼谷至芭堤雅或清迈，普吉至甲米。异地还车费为固定价格，预订前即可看到，曼谷—芭堤雅仅需1,200泰铢起。
        </p>
        <h2>为泰国路况准备</h2>
        <ul>
          <li>所有车辆均已投保泰国强制险（PRB），我们的保障套餐在此基础上为车辆本身提供保障。</li>
          <li>预订时可加购曼谷高速公路通行用的 Easy Pass 卡。</li>
          <li>每家门店都有会说泰语、中文和英语的工作人员，客服热线24小时在线。</li>
        </ul>
        <p>出行前请阅读<a href="/rent_rules/TH">泰国租车规则</a>，特别是驾照要求。</p>
      `,
    },
    'zh-hant': {
      title: '泰國門市增至5間：甲米、芭堤雅加入曼谷、布吉、清邁',
      summary: '甲米機場店及芭堤雅店開幕，曼谷—芭堤雅、布吉—甲米均可異地還車。',
      body: html`
        <p>
          <strong>曼谷，2025年8月18日</strong>——Rentcar Go
          在泰國新開兩間門市，分別位於甲米國際機場及芭堤雅市中心，泰國門市總數增至5間。
        </p>
        <p>
          新店開幕後，旅客可以在一個城市取車、另一個城市還車：曼谷往芭堤雅或清邁，布吉往甲米。異地還車費為固定收費，預訂前已清楚列明，曼谷—芭堤雅只需1,200泰銖起。
        </p>
        <h2>為泰國路況做好準備</h2>
        <ul>
          <li>所有車輛均已投保泰國強制汽車保險（PRB），我們的保障計劃再為車輛本身提供保障。</li>
          <li>預訂時可加購曼谷高速公路適用的 Easy Pass 卡。</li>
          <li>每間門市都有懂泰文、中文及英文的職員，客服熱線24小時候命。</li>
        </ul>
        <p>出發前請細閱<a href="/rent_rules/TH">泰國租車規則</a>，特別是駕駛執照要求。</p>
      `,
    },
  },
};

/** The press room and its items; the list page orders them newest first. */
export const news: CmsSeed[] = [pressRoom, christchurch, selfService, springFleet, zhima, thailand];
