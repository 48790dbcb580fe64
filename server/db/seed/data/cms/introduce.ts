import { CMS_KEYS } from '@/lib/api/contract/cms';
import { at } from '../l10n';
import { html, type CmsSeed } from './types';

const publishedAt = at('2026-06-16T00:00:00Z');

const selfService: CmsSeed = {
  key: CMS_KEYS.introduce('zzyc'),
  publishedAt,
  text: {
    en: {
      title: 'Self-service pick-up',
      summary: 'Check in online before you fly, skip the counter queue and drive away in about five minutes.',
      body: html`
        <p>
          Long flight, long queue? Not with self-service. Do the paperwork on your phone before you travel,
          and at the store your key is waiting in a smart locker.
        </p>
        <h2>Three steps</h2>
        <ol>
          <li>
            <strong>Book and check in online.</strong> Upload your passport and driving licence (with IDP or
            translation), sign the rental agreement and authorise the deposit, at least 2 hours before
            pick-up.
          </li>
          <li>
            <strong>Get your pick-up code.</strong> We check your documents, usually within 30 minutes, and
            send the code by text and e-mail.
          </li>
          <li>
            <strong>Scan, collect, drive.</strong> Scan the code at the key locker, take your key and walk to
            the numbered bay. About five minutes from door to car.
          </li>
        </ol>
        <h2>Good to know</h2>
        <ul>
          <li>
            Available at Los Angeles (LAX), San Francisco (SFO), Bangkok Suvarnabhumi and Phuket Airport; look
            for the "Self-service" label on the car list.
          </li>
          <li>No extra charge: self-service costs the same as counter pick-up.</li>
          <li>
            Walk round the car and photograph any damage in the app before you leave; it takes a minute and
            protects you.
          </li>
          <li>
            Returning is simple: park in the return lane, leave the key in the drop box, and we e-mail your
            receipt.
          </li>
        </ul>
        <p>
          Want all-inclusive cover and after-hours returns too? See
          <a href="/introduce/zzycp">self-service plus</a>.
        </p>
      `,
    },
    th: {
      title: 'รับรถแบบบริการตนเอง',
      summary: 'เช็กอินออนไลน์ก่อนบิน ไม่ต้องต่อคิวที่เคาน์เตอร์ และออกเดินทางได้ในเวลาประมาณ 5 นาที',
      body: html`
        <p>
          บินมานาน ยังต้องต่อคิวอีกนาน? ไม่ใช่กับบริการตนเอง ทำเอกสารให้เสร็จในโทรศัพท์ก่อนเดินทาง เมื่อถึงสาขา
          กุญแจรถรอคุณอยู่ในตู้ล็อกเกอร์อัจฉริยะแล้ว
        </p>
        <h2>3 ขั้นตอนง่าย ๆ</h2>
        <ol>
          <li>
            <strong>จองและเช็กอินออนไลน์</strong> อัปโหลดหนังสือเดินทางและใบขับขี่ (พร้อม IDP หรือคำแปล) ลงนามสัญญาเช่า
            และอนุมัติเงินมัดจำ อย่างน้อย 2 ชั่วโมงก่อนเวลารับรถ
          </li>
          <li><strong>รับรหัสรับรถ</strong> เราตรวจสอบเอกสาร โดยปกติภายใน 30 นาที แล้วส่งรหัสให้ทาง SMS และอีเมล</li>
          <li>
            <strong>สแกน รับกุญแจ ออกเดินทาง</strong> สแกนรหัสที่ตู้ล็อกเกอร์ รับกุญแจ แล้วเดินไปที่ช่องจอดตามหมายเลข
            จากประตูถึงรถใช้เวลาประมาณ 5 นาที
          </li>
        </ol>
        <h2>ข้อควรรู้</h2>
        <ul>
          <li>
            ให้บริการที่ลอสแองเจลิส (LAX) ซานฟรานซิสโก (SFO) กรุงเทพฯ สุวรรณภูมิ และสนามบินภูเก็ต สังเกตป้าย "บริการตนเอง"
            ในรายการรถ
          </li>
          <li>ไม่มีค่าใช้จ่ายเพิ่ม ราคาเท่ากับการรับรถที่เคาน์เตอร์</li>
          <li>ก่อนออกรถ เดินรอบรถและถ่ายรูปรอยเสียหายในแอป ใช้เวลาเพียงนาทีเดียวแต่ช่วยปกป้องคุณได้</li>
          <li>คืนรถง่าย: จอดในช่องคืนรถ หย่อนกุญแจในกล่องรับกุญแจ แล้วเราจะส่งใบเสร็จทางอีเมล</li>
        </ul>
        <p>
          ต้องการความคุ้มครองครบทุกอย่างและคืนรถนอกเวลาทำการได้ด้วย? ดู<a href="/introduce/zzycp">บริการตนเองพลัส</a>
        </p>
      `,
    },
    zh: {
      title: '自助取车',
      summary: '出发前在线值机，到店无需排队，约5分钟即可开车上路。',
      body: html`
        <p>
          坐了十几个小时飞机，还要排长队？自助取车帮您省掉这一步。出发前在手机上办好手续，到店后钥匙已在智能钥匙柜里等您。
        </p>
        <h2>三步取车</h2>
        <ol>
          <li>
            <strong>预订并在线值机。</strong>取车前至少 2
            小时上传护照和驾照（及国际驾照或翻译件），签署租车合同，完成押金授权。
          </li>
          <li>
            <strong>获取取车码。</strong>我们审核证件（通常 30 分钟内完成），并通过短信和邮件发送取车码。
          </li>
          <li>
            <strong>扫码、取钥匙、出发。</strong>在钥匙柜扫码取出钥匙，走到对应编号的车位即可。从进门到上车约
            5 分钟。
          </li>
        </ol>
        <h2>温馨提示</h2>
        <ul>
          <li>
            目前支持洛杉矶（LAX）、旧金山（SFO）、曼谷素万那普和普吉机场门店，车辆列表中带“自助取车”标识的车型均可使用。
          </li>
          <li>不加价：自助取车与柜台取车价格相同。</li>
          <li>出发前请绕车一周，在 App 中拍照记录已有车损，只需一分钟，却能保障您的权益。</li>
          <li>还车同样简单：停入还车车道，把钥匙投入还钥匙箱，我们会通过邮件发送结算单。</li>
        </ul>
        <p>想要全包保障、非营业时间也能还车？请看<a href="/introduce/zzycp">自助取车 Plus</a>。</p>
      `,
    },
    'zh-hant': {
      title: '自助取車',
      summary: '出發前網上辦理登記，到店毋須排隊，約5分鐘即可駕車上路。',
      body: html`
        <p>
          坐了十多個小時飛機，還要排長龍？自助取車幫您省掉這一步。出發前在手機辦妥手續，到店時車匙已在智能車匙櫃等您。
        </p>
        <h2>三步取車</h2>
        <ol>
          <li>
            <strong>預訂並網上登記。</strong>取車前最少 2
            小時上載護照及駕駛執照（連國際駕駛許可證或翻譯本），簽署租車合約，並完成按金授權。
          </li>
          <li>
            <strong>獲取取車碼。</strong>我們會審核證件（一般 30 分鐘內完成），並以短訊及電郵發送取車碼。
          </li>
          <li>
            <strong>掃碼、取匙、出發。</strong>在車匙櫃掃碼取出車匙，走到對應編號的車位即可。由入門到上車約 5
            分鐘。
          </li>
        </ol>
        <h2>溫馨提示</h2>
        <ul>
          <li>
            現時適用於洛杉磯（LAX）、三藩市（SFO）、曼谷素萬那普及布吉機場門市，車輛列表中附有「自助取車」標誌的車款均可使用。
          </li>
          <li>不另收費：自助取車與櫃檯取車價錢相同。</li>
          <li>出發前請繞車一圈，在 App 內拍照記錄現有損毀，只需一分鐘，卻能保障您的權益。</li>
          <li>還車同樣簡單：泊入還車車道，將車匙投入還匙箱，我們會以電郵發送結算單。</li>
        </ul>
        <p>想要全包保障、非營業時間亦可還車？請看<a href="/introduce/zzycp">自助取車 Plus</a>。</p>
      `,
    },
  },
};

const selfServicePlus: CmsSeed = {
  key: CMS_KEYS.introduce('zzycp'),
  publishedAt,
  text: {
    en: {
      title: 'Self-service plus',
      summary:
        'Self-service pick-up with zero-excess cover, no deposit through Zhima Credit and free returns at any hour.',
      body: html`
        <p>
          Self-service plus is self-service pick-up with everything taken care of. It bundles our highest
          cover and the conveniences travellers ask for most, for one daily price.
        </p>
        <h2>Everything in self-service, plus</h2>
        <ul>
          <li>
            <strong>Super Protection:</strong> zero excess for damage and theft, including glass, tyres and
            keys. Read the <a href="/plan_info/super_protection&amp;LAX01-SUPER-PREPAID">plan details</a>.
          </li>
          <li>
            <strong>No deposit</strong> for logged-in customers with a Zhima Credit score above 650 at
            participating stores; otherwise a reduced card deposit.
          </li>
          <li><strong>Return at any hour:</strong> the after-hours fee is waived for key-box returns.</li>
          <li><strong>Free changes:</strong> change dates, times or car before pick-up at no charge.</li>
          <li>
            <strong>Self-drive kit:</strong> phone mount, car charger and portable Wi-Fi, waiting in the car.
          </li>
        </ul>
        <h2>Who it is for</h2>
        <p>
          Families and first-time drivers abroad who want one price, no surprises and no paperwork at the
          store. If you already have rental cover through your own insurance, standard
          <a href="/introduce/zzyc">self-service</a> may suit you better.
        </p>
        <p>
          Self-service plus is available at the same stores as self-service. Cancellation is free up to 24
          hours before pick-up.
        </p>
      `,
    },
    th: {
      title: 'บริการตนเองพลัส',
      summary:
        'รับรถแบบบริการตนเอง พร้อมความคุ้มครองไม่มีค่าเสียหายส่วนแรก ไม่ต้องวางมัดจำด้วย Zhima Credit และคืนรถได้ทุกเวลาโดยไม่มีค่าบริการ',
      body: html`
        <p>
          บริการตนเองพลัสคือการรับรถแบบบริการตนเองที่เราดูแลให้ครบทุกเรื่อง
          รวมความคุ้มครองสูงสุดและความสะดวกที่นักเดินทางต้องการมากที่สุดไว้ในราคาต่อวันเดียว
        </p>
        <h2>ทุกอย่างในบริการตนเอง และเพิ่ม</h2>
        <ul>
          <li>
            <strong>ความคุ้มครองสูงสุด:</strong> ไม่มีค่าเสียหายส่วนแรกทั้งความเสียหายและการโจรกรรม รวมกระจก ยาง และกุญแจ
            อ่าน<a href="/plan_info/super_protection&amp;LAX01-SUPER-PREPAID">รายละเอียดแพ็กเกจ</a>
          </li>
          <li>
            <strong>ไม่ต้องวางมัดจำ</strong> สำหรับลูกค้าที่เข้าสู่ระบบและมีคะแนน Zhima Credit สูงกว่า 650 ที่สาขาที่ร่วมรายการ
            หรือวางมัดจำด้วยบัตรในจำนวนที่ลดลง
          </li>
          <li><strong>คืนรถได้ทุกเวลา:</strong> ยกเว้นค่าบริการนอกเวลาทำการเมื่อคืนกุญแจที่กล่องรับกุญแจ</li>
          <li><strong>แก้ไขการจองฟรี:</strong> เปลี่ยนวัน เวลา หรือรุ่นรถได้ก่อนรับรถโดยไม่มีค่าธรรมเนียม</li>
          <li><strong>ชุดอุปกรณ์ขับขี่:</strong> ที่ยึดโทรศัพท์ ที่ชาร์จในรถ และพ็อกเก็ตไวไฟ เตรียมไว้ในรถ</li>
        </ul>
        <h2>เหมาะกับใคร</h2>
        <p>
          ครอบครัวและผู้ที่ขับรถในต่างประเทศเป็นครั้งแรก ที่ต้องการราคาเดียวจบ ไม่มีค่าใช้จ่ายแอบแฝง และไม่ต้องทำเอกสารที่สาขา
          หากคุณมีประกันที่คุ้มครองรถเช่าอยู่แล้ว <a href="/introduce/zzyc">บริการตนเอง</a>แบบปกติอาจเหมาะกับคุณมากกว่า
        </p>
        <p>บริการตนเองพลัสให้บริการที่สาขาเดียวกับบริการตนเอง ยกเลิกฟรีจนถึง 24 ชั่วโมงก่อนเวลารับรถ</p>
      `,
    },
    zh: {
      title: '自助取车 Plus',
      summary: '自助取车 + 零起赔额全险 + 芝麻信用免押 + 任意时段免费还车。',
      body: html`
        <p>
          自助取车
          Plus，就是把所有事都替您安排好的自助取车。最高等级的保障，加上旅客最常需要的便利服务，一个日租价全包。
        </p>
        <h2>自助取车的全部服务，再加上</h2>
        <ul>
          <li>
            <strong>超级保障：</strong>车损和盗抢零起赔额，含玻璃、轮胎和钥匙。查看<a
              href="/plan_info/super_protection&amp;LAX01-SUPER-PREPAID"
              >套餐详情</a
            >。
          </li>
          <li>
            <strong>免押金：</strong>已登录且芝麻信用分高于 650 的用户在支持门店免押；其他情况信用卡押金减额。
          </li>
          <li><strong>随时还车：</strong>通过还钥匙箱还车，免收非营业时间服务费。</li>
          <li><strong>免费改单：</strong>取车前可免费更改日期、时间或车型。</li>
          <li><strong>自驾套装：</strong>手机支架、车载充电器和随身 Wi-Fi 已放在车内。</li>
        </ul>
        <h2>适合谁</h2>
        <p>
          带娃出行的家庭、第一次出国自驾的朋友，想要一口价、不踩坑、到店不用办手续的，选它就对了。如果您本身已有可覆盖租车的保险，普通<a
            href="/introduce/zzyc"
            >自助取车</a
          >可能更划算。
        </p>
        <p>自助取车 Plus 的适用门店与自助取车相同，取车前 24 小时可免费取消。</p>
      `,
    },
    'zh-hant': {
      title: '自助取車 Plus',
      summary: '自助取車 + 零墊底費全保 + 芝麻信用免按金 + 任何時段免費還車。',
      body: html`
        <p>
          自助取車
          Plus，就是替您安排好一切的自助取車。最高級別的保障，加上旅客最常用的便利服務，一個日租價全包。
        </p>
        <h2>自助取車的所有服務，再加上</h2>
        <ul>
          <li>
            <strong>超級保障：</strong>車輛損毀及被盜零墊底費，包括玻璃、輪胎及車匙。查看<a
              href="/plan_info/super_protection&amp;LAX01-SUPER-PREPAID"
              >計劃詳情</a
            >。
          </li>
          <li>
            <strong>免按金：</strong>已登入而芝麻信用分高於 650
            的客戶在適用門市免按金；其他情況信用卡按金減額。
          </li>
          <li><strong>隨時還車：</strong>使用還匙箱還車，豁免非營業時間服務費。</li>
          <li><strong>免費更改：</strong>取車前可免費更改日期、時間或車款。</li>
          <li><strong>自駕套裝：</strong>手機支架、車用充電器及隨身 Wi-Fi 已放在車內。</li>
        </ul>
        <h2>適合誰</h2>
        <p>
          一家大細出遊、第一次在外地自駕的朋友，想要一口價、無隱藏收費、到店毋須辦手續，選它就啱。如果您本身已有保障租車的保險，一般<a
            href="/introduce/zzyc"
            >自助取車</a
          >或會更划算。
        </p>
        <p>自助取車 Plus 的適用門市與自助取車相同，取車前 24 小時可免費取消。</p>
      `,
    },
  },
};

export const introduce: CmsSeed[] = [selfService, selfServicePlus];
