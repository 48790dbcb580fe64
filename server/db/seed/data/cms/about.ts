import { at } from '../l10n';
import { html, type CmsSeed } from './types';

export const aboutUs: CmsSeed = {
  key: 'about_us',
  publishedAt: at('2026-01-15T00:00:00Z'),
  text: {
    en: {
      title: 'About Rentcar Go',
      summary:
        'We rent cars at airport and city stores in the USA, Thailand and New Zealand, with Chinese-speaking service around the clock and a guaranteed car model.',
      body: html`
        <p>
          Rentcar Go started in 2017 with a simple idea: renting a car abroad should feel as easy as booking a
          hotel room. Our founders had spent years behind rental counters in Los Angeles and Bangkok, watching
          tired travellers queue for an hour, struggle with forms in a foreign language and then get talked
          into insurance they did not need. We set out to fix each of those moments.
        </p>
        <h2>What we do</h2>
        <p>
          Today we run nine stores in three countries: Los Angeles, San Francisco and Honolulu in the USA;
          Bangkok, Phuket, Chiang Mai, Krabi and Pattaya in Thailand; and Christchurch in New Zealand. Every
          car you see on our site belongs to our own fleet, so the model you book is the model you drive.
        </p>
        <ul>
          <li>
            <strong>Round-the-clock Chinese-language service.</strong> Our service team answers by phone,
            WeChat and LINE 24 hours a day, in Mandarin, Cantonese, English and Thai.
          </li>
          <li>
            <strong>No deposit with Zhima Credit.</strong> At participating stores, a Zhima Credit score above
            650 replaces the credit-card deposit.
          </li>
          <li>
            <strong>No upselling, no queue.</strong> The price you see online is the price you pay, and
            self-service pick-up takes about five minutes.
          </li>
          <li>
            <strong>Free cancellation.</strong> Most plans can be cancelled free of charge up to 24 hours
            before pick-up.
          </li>
        </ul>
        <h2>How we work</h2>
        <p>
          We publish every fee before you book, including airport charges, young-driver fees and the
          after-hours fee, so nothing appears for the first time at the counter. Our protection plans are
          explained in plain language, and our staff are not paid commission on extras.
        </p>
        <p>
          Our customers rate us 9.8 out of 10, and 99% say they would rent with us again. We read every review
          and answer every complaint within one working day.
        </p>
        <h2>Where we are going</h2>
        <p>
          We opened our first New Zealand store in Christchurch in 2026 and are preparing further stores on
          both islands. If you would like to help us build them, see our
          <a href="/recruit">open positions</a>; for anything else, <a href="/contact">get in touch</a>.
        </p>
      `,
    },
    th: {
      title: 'เกี่ยวกับ Rentcar Go',
      summary:
        'บริการรถเช่าที่สาขาสนามบินและในเมืองทั้งในสหรัฐอเมริกา ไทย และนิวซีแลนด์ พร้อมทีมบริการภาษาจีนตลอด 24 ชั่วโมง และรับประกันรุ่นรถที่คุณจอง',
      body: html`
        <p>
          Rentcar Go เริ่มต้นขึ้นในปี 2017 จากความเชื่อง่าย ๆ ว่าการเช่ารถในต่างประเทศควรง่ายพอ ๆ กับการจองห้องพักโรงแรม
          ผู้ก่อตั้งของเราเคยทำงานหลังเคาน์เตอร์รถเช่าที่ลอสแองเจลิสและกรุงเทพฯ มาหลายปี
          และได้เห็นนักเดินทางที่เหนื่อยล้าต้องต่อคิวนานนับชั่วโมง กรอกเอกสารเป็นภาษาที่ไม่คุ้นเคย แล้วยังถูกเสนอขายประกันที่ไม่จำเป็น
          เราจึงตั้งใจแก้ปัญหาเหล่านี้ทีละจุด
        </p>
        <h2>สิ่งที่เราทำ</h2>
        <p>
          ปัจจุบันเรามีสาขา 9 แห่งใน 3 ประเทศ ได้แก่ ลอสแองเจลิส ซานฟรานซิสโก และโฮโนลูลูในสหรัฐอเมริกา กรุงเทพฯ ภูเก็ต
          เชียงใหม่ กระบี่ และพัทยาในประเทศไทย และไครสต์เชิร์ชในนิวซีแลนด์ รถทุกคันบนเว็บไซต์เป็นรถในฝูงของเราเอง
          คุณจองรุ่นไหนก็ได้ขับรุ่นนั้น
        </p>
        <ul>
          <li>
            <strong>บริการภาษาจีนตลอด 24 ชั่วโมง</strong> ทีมงานของเราพร้อมตอบทั้งทางโทรศัพท์ WeChat และ LINE ทุกวันตลอดวัน
            ทั้งภาษาจีนกลาง จีนกวางตุ้ง อังกฤษ และไทย
          </li>
          <li>
            <strong>ไม่ต้องวางมัดจำด้วย Zhima Credit</strong> ที่สาขาที่ร่วมรายการ คะแนน Zhima Credit ที่สูงกว่า 650
            ใช้แทนการวางมัดจำด้วยบัตรเครดิตได้
          </li>
          <li>
            <strong>ไม่ขายพ่วง ไม่ต้องต่อคิว</strong> ราคาที่เห็นบนเว็บคือราคาที่จ่ายจริง
            และรับรถแบบบริการตนเองใช้เวลาเพียงประมาณ 5 นาที
          </li>
          <li><strong>ยกเลิกฟรี</strong> แพ็กเกจส่วนใหญ่ยกเลิกได้โดยไม่มีค่าใช้จ่ายจนถึง 24 ชั่วโมงก่อนเวลารับรถ</li>
        </ul>
        <h2>วิธีการทำงานของเรา</h2>
        <p>
          เราแสดงค่าธรรมเนียมทุกรายการก่อนจอง ไม่ว่าจะเป็นค่าธรรมเนียมสนามบิน ค่าธรรมเนียมผู้ขับขี่อายุน้อย
          หรือค่าบริการนอกเวลาทำการ คุณจะไม่เจอค่าใช้จ่ายที่ไม่เคยเห็นมาก่อนที่เคาน์เตอร์
          แพ็กเกจความคุ้มครองของเราอธิบายด้วยภาษาที่เข้าใจง่าย และพนักงานของเราไม่ได้รับค่าคอมมิชชันจากการขายบริการเสริม
        </p>
        <p>
          ลูกค้าให้คะแนนเรา 9.8 เต็ม 10 และ 99% บอกว่าจะกลับมาเช่ากับเราอีก
          เราอ่านรีวิวทุกรายการและตอบทุกข้อร้องเรียนภายในหนึ่งวันทำการ
        </p>
        <h2>ก้าวต่อไปของเรา</h2>
        <p>
          ในปี 2026 เราเปิดสาขาแรกในนิวซีแลนด์ที่ไครสต์เชิร์ช และกำลังเตรียมเปิดสาขาเพิ่มทั้งเกาะเหนือและเกาะใต้
          หากคุณอยากร่วมสร้างไปกับเรา ดู<a href="/recruit">ตำแหน่งงานที่เปิดรับ</a> หรือหากมีเรื่องอื่น
          <a href="/contact">ติดต่อเรา</a>ได้เลย
        </p>
      `,
    },
    zh: {
      title: '关于 Rentcar Go',
      summary: '我们在美国、泰国和新西兰的机场店与市区店提供租车服务，24小时中文客服，预订车型有保障。',
      body: html`
        <p>
          Rentcar Go
          创立于2017年，初衷很简单：在国外租车，应该像订酒店一样省心。我们的创始团队曾在洛杉矶和曼谷的租车柜台工作多年，见过太多旅客长途飞行后还要排一个小时的队，对着外文合同一头雾水，最后又被推销了根本用不上的保险。于是我们决定，把这些环节一个一个改好。
        </p>
        <h2>我们做什么</h2>
        <p>
          目前我们在三个国家经营9家门店：美国的洛杉矶、旧金山和檀香山，泰国的曼谷、普吉、清迈、甲米和芭堤雅，以及新西兰的基督城。网站上的每一辆车都来自我们的自有车队，订什么车型就开什么车型。
        </p>
        <ul>
          <li>
            <strong>24小时中文服务。</strong>客服团队全天候通过电话、微信和 LINE
            为您服务，支持普通话、粤语、英语和泰语。
          </li>
          <li><strong>芝麻信用免押金。</strong>在支持的门店，芝麻信用分高于650即可免交信用卡押金。</li>
          <li><strong>不推销、不排队。</strong>网上看到的价格就是最终价格，自助取车约5分钟即可完成。</li>
          <li><strong>免费取消。</strong>大部分套餐在取车前24小时均可免费取消。</li>
        </ul>
        <h2>我们的原则</h2>
        <p>
          所有费用都在预订前公开，包括机场费、年轻驾驶员费和非营业时间服务费，不会在柜台冒出任何“意外收费”。保障套餐用大白话讲清楚，门店员工也不拿附加产品的销售提成。
        </p>
        <p>
          用户给我们的评分是9.8分（满分10分），99%的用户表示还会再次选择我们。每一条评价我们都会认真阅读，每一个投诉都会在一个工作日内回复。
        </p>
        <h2>下一步</h2>
        <p>
          2026年，我们在基督城开出了新西兰首家门店，南北岛的更多门店也在筹备中。如果您想和我们一起把这些门店开起来，请看看<a
            href="/recruit"
            >招聘职位</a
          >；有其他任何问题，欢迎<a href="/contact">联系我们</a>。
        </p>
      `,
    },
    'zh-hant': {
      title: '關於 Rentcar Go',
      summary: '我們在美國、泰國和新西蘭的機場店及市區店提供租車服務，24小時中文客服，預訂車款有保證。',
      body: html`
        <p>
          Rentcar Go
          於2017年成立，初心很簡單：在外地租車，應該和訂酒店一樣輕鬆。我們的創辦團隊曾在洛杉磯和曼谷的租車櫃檯工作多年，見過太多旅客長途飛行後還要排一個鐘頭隊，對著外文合約摸不著頭腦，最後還被推銷根本用不著的保險。所以我們決定，把這些環節逐一做好。
        </p>
        <h2>我們做甚麼</h2>
        <p>
          現時我們在三個國家經營9間門市：美國的洛杉磯、三藩市和檀香山，泰國的曼谷、布吉、清邁、甲米和芭堤雅，以及新西蘭的基督城。網站上每一部車都屬於我們自己的車隊，訂甚麼車款就駕駛甚麼車款。
        </p>
        <ul>
          <li>
            <strong>24小時中文服務。</strong>客服團隊全天候透過電話、微信及 LINE
            為您服務，支援普通話、廣東話、英文和泰文。
          </li>
          <li><strong>芝麻信用免按金。</strong>在適用門市，芝麻信用分高於650即可免付信用卡按金。</li>
          <li><strong>不推銷、不用排隊。</strong>網上看到的價錢就是最終價錢，自助取車約5分鐘即可完成。</li>
          <li><strong>免費取消。</strong>大部分套餐在取車前24小時均可免費取消。</li>
        </ul>
        <h2>我們的原則</h2>
        <p>
          所有費用都在預訂前列明，包括機場費、年輕駕駛者附加費及非營業時間服務費，絕不會在櫃檯才突然多出收費。保障計劃以淺白文字解釋清楚，門市職員亦不設附加產品銷售佣金。
        </p>
        <p>
          客戶給我們的評分是9.8分（滿分10分），99%的客戶表示會再次選用我們。每一則評價我們都會細心閱讀，每一宗投訴都會在一個工作天內回覆。
        </p>
        <h2>下一步</h2>
        <p>
          2026年，我們在基督城開設了新西蘭首間門市，南北島的更多門市亦正在籌備。如果您想和我們一起開拓，請瀏覽<a
            href="/recruit"
            >招聘職位</a
          >；如有其他查詢，歡迎<a href="/contact">聯絡我們</a>。
        </p>
      `,
    },
  },
};
