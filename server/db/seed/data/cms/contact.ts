import { at } from '../l10n';
import { html, type CmsSeed } from './types';

// The hotline matches the one in the vc settings (data/config.ts), which the header shows.
export const contact: CmsSeed = {
  key: 'contact',
  publishedAt: at('2026-01-15T00:00:00Z'),
  text: {
    en: {
      title: 'Contact us',
      summary:
        'Call, message or e-mail us any time: our Chinese- and English-speaking service team is on duty 24 hours a day.',
      body: html`
        <p>
          Whether you are planning a trip or standing next to your car, our service team is on duty around the
          clock. For the quickest help with a booking, please have your reservation number (trade no.) ready.
        </p>
        <h2>Customer service, 24/7</h2>
        <table>
          <tbody>
            <tr>
              <th scope="row">Hotline (USA, international)</th>
              <td><a href="tel:+18885550199">+1 888-555-0199</a></td>
            </tr>
            <tr>
              <th scope="row">Hotline (mainland China)</th>
              <td><a href="tel:4008860199">400-886-0199</a></td>
            </tr>
            <tr>
              <th scope="row">Hotline (Thailand)</th>
              <td><a href="tel:+6620268899">+66 2 026 8899</a></td>
            </tr>
            <tr>
              <th scope="row">E-mail</th>
              <td>
                <a href="mailto:service@rentcargo.com">service@rentcargo.com</a> (answered within 2 hours)
              </td>
            </tr>
            <tr>
              <th scope="row">WeChat</th>
              <td>Search for the official account <strong>RentcarGo</strong> and tap "Customer service"</td>
            </tr>
            <tr>
              <th scope="row">LINE</th>
              <td>Add <strong>@rentcargo</strong></td>
            </tr>
          </tbody>
        </table>
        <p>
          Languages: Mandarin, Cantonese, English and Thai. During your rental, the phone number of your
          pick-up store is also printed on your rental agreement and on the key tag.
        </p>
        <h2>Road emergencies</h2>
        <p>
          After an accident, first make sure everyone is safe and call the local emergency number:
          <strong>911</strong> in the USA, <strong>191</strong> (police) or <strong>1669</strong> (ambulance)
          in Thailand, and <strong>111</strong> in New Zealand. Then call our hotline: we arrange roadside
          assistance, a replacement car and the police or insurance report with you.
        </p>
        <h2>Offices</h2>
        <ul>
          <li>
            <strong>Head office:</strong> 6080 Center Drive, Suite 600, Los Angeles, CA 90045, USA. Monday to
            Friday, 09:00–18:00 (Pacific time).
          </li>
          <li>
            <strong>Asia-Pacific office:</strong> 12th floor, 87 Wireless Road, Lumphini, Pathum Wan, Bangkok
            10330, Thailand. Monday to Friday, 09:00–18:00 (Bangkok time).
          </li>
        </ul>
        <p>
          Press enquiries: <a href="mailto:press@rentcargo.com">press@rentcargo.com</a>. Partnerships:
          <a href="mailto:partners@rentcargo.com">partners@rentcargo.com</a>. Careers: see our
          <a href="/recruit">open positions</a>.
        </p>
      `,
    },
    th: {
      title: 'ติดต่อเรา',
      summary: 'โทร ส่งข้อความ หรืออีเมลหาเราได้ทุกเมื่อ ทีมบริการภาษาจีนและอังกฤษพร้อมดูแลตลอด 24 ชั่วโมง',
      body: html`
        <p>
          ไม่ว่าคุณจะกำลังวางแผนการเดินทางหรือยืนอยู่ข้างรถแล้ว ทีมบริการของเราพร้อมช่วยเหลือตลอด 24 ชั่วโมง เพื่อความรวดเร็ว
          กรุณาเตรียมหมายเลขการจอง (trade no.) ไว้ให้พร้อม
        </p>
        <h2>ฝ่ายบริการลูกค้า ตลอด 24 ชั่วโมง</h2>
        <table>
          <tbody>
            <tr>
              <th scope="row">สายด่วน (สหรัฐอเมริกา/ต่างประเทศ)</th>
              <td><a href="tel:+18885550199">+1 888-555-0199</a></td>
            </tr>
            <tr>
              <th scope="row">สายด่วน (จีนแผ่นดินใหญ่)</th>
              <td><a href="tel:4008860199">400-886-0199</a></td>
            </tr>
            <tr>
              <th scope="row">สายด่วน (ประเทศไทย)</th>
              <td><a href="tel:+6620268899">02 026 8899</a></td>
            </tr>
            <tr>
              <th scope="row">อีเมล</th>
              <td><a href="mailto:service@rentcargo.com">service@rentcargo.com</a> (ตอบกลับภายใน 2 ชั่วโมง)</td>
            </tr>
            <tr>
              <th scope="row">WeChat</th>
              <td>ค้นหาบัญชีทางการ <strong>RentcarGo</strong> แล้วแตะ "บริการลูกค้า"</td>
            </tr>
            <tr>
              <th scope="row">LINE</th>
              <td>เพิ่มเพื่อน <strong>@rentcargo</strong></td>
            </tr>
          </tbody>
        </table>
        <p>
          ภาษาที่ให้บริการ: จีนกลาง จีนกวางตุ้ง อังกฤษ และไทย ระหว่างการเช่า
          หมายเลขโทรศัพท์ของสาขาที่คุณรับรถจะพิมพ์อยู่ในสัญญาเช่าและบนป้ายพวงกุญแจด้วย
        </p>
        <h2>เหตุฉุกเฉินบนท้องถนน</h2>
        <p>
          หากเกิดอุบัติเหตุ โปรดดูแลให้ทุกคนปลอดภัยก่อน แล้วโทรแจ้งหมายเลขฉุกเฉินในพื้นที่ ได้แก่
          <strong>911</strong> ในสหรัฐอเมริกา <strong>191</strong> (ตำรวจ) หรือ <strong>1669</strong> (รถพยาบาล)
          ในประเทศไทย และ <strong>111</strong> ในนิวซีแลนด์ จากนั้นโทรหาสายด่วนของเรา เราจะประสานงานรถช่วยเหลือฉุกเฉิน
          รถทดแทน รวมถึงการแจ้งความและแจ้งประกันให้
        </p>
        <h2>สำนักงาน</h2>
        <ul>
          <li>
            <strong>สำนักงานใหญ่:</strong> 6080 Center Drive, Suite 600, Los Angeles, CA 90045 สหรัฐอเมริกา
            เปิดวันจันทร์–ศุกร์ 09:00–18:00 น. (เวลาแปซิฟิก)
          </li>
          <li>
            <strong>สำนักงานภูมิภาคเอเชียแปซิฟิก:</strong> ชั้น 12 เลขที่ 87 ถนนวิทยุ แขวงลุมพินี เขตปทุมวัน กรุงเทพมหานคร 10330
            เปิดวันจันทร์–ศุกร์ 09:00–18:00 น.
          </li>
        </ul>
        <p>
          ติดต่อสื่อมวลชน: <a href="mailto:press@rentcargo.com">press@rentcargo.com</a> ความร่วมมือทางธุรกิจ:
          <a href="mailto:partners@rentcargo.com">partners@rentcargo.com</a> สมัครงาน: ดู<a href="/recruit"
            >ตำแหน่งงานที่เปิดรับ</a
          >
        </p>
      `,
    },
    zh: {
      title: '联系我们',
      summary: '电话、微信、LINE 或邮件，随时都能找到我们：中英文客服团队24小时在线。',
      body: html`
        <p>
          无论您是在规划行程，还是已经站在车旁，我们的客服团队都全天候在线。为了更快帮您处理，请提前准备好订单号。
        </p>
        <h2>24小时客服</h2>
        <table>
          <tbody>
            <tr>
              <th scope="row">客服热线（美国及海外）</th>
              <td><a href="tel:+18885550199">+1 888-555-0199</a></td>
            </tr>
            <tr>
              <th scope="row">客服热线（中国大陆）</th>
              <td><a href="tel:4008860199">400-886-0199</a></td>
            </tr>
            <tr>
              <th scope="row">客服热线（泰国）</th>
              <td><a href="tel:+6620268899">+66 2 026 8899</a></td>
            </tr>
            <tr>
              <th scope="row">电子邮箱</th>
              <td><a href="mailto:service@rentcargo.com">service@rentcargo.com</a>（2小时内回复）</td>
            </tr>
            <tr>
              <th scope="row">微信</th>
              <td>搜索公众号 <strong>RentcarGo</strong>，点击“在线客服”</td>
            </tr>
            <tr>
              <th scope="row">LINE</th>
              <td>添加 <strong>@rentcargo</strong></td>
            </tr>
          </tbody>
        </table>
        <p>服务语言：普通话、粤语、英语、泰语。租车期间，取车门店的电话也印在租车合同和钥匙牌上。</p>
        <h2>道路紧急情况</h2>
        <p>
          如发生事故，请先确保所有人安全，并拨打当地紧急电话：美国 <strong>911</strong>；泰国报警
          <strong>191</strong>、急救 <strong>1669</strong>；新西兰
          <strong>111</strong
          >。随后请联系我们的客服热线，我们会协助安排道路救援、替换车辆，并陪您一起完成报警和保险报案。
        </p>
        <h2>办公地址</h2>
        <ul>
          <li>
            <strong>总部：</strong>6080 Center Drive, Suite 600, Los Angeles, CA 90045, USA。周一至周五
            09:00–18:00（美国太平洋时间）。
          </li>
          <li>
            <strong>亚太办公室：</strong>泰国曼谷巴吞旺区伦披尼 Wireless Road 87号12楼，邮编 10330。周一至周五
            09:00–18:00（曼谷时间）。
          </li>
        </ul>
        <p>
          媒体合作：<a href="mailto:press@rentcargo.com">press@rentcargo.com</a>；商务合作：<a
            href="mailto:partners@rentcargo.com"
            >partners@rentcargo.com</a
          >；加入我们：请查看<a href="/recruit">招聘职位</a>。
        </p>
      `,
    },
    'zh-hant': {
      title: '聯絡我們',
      summary: '電話、微信、LINE 或電郵，隨時都可以找到我們：中英文客服團隊24小時候命。',
      body: html`
        <p>
          無論您正在計劃行程，還是已經站在車旁，我們的客服團隊都全天候候命。為了更快協助您，請預先準備好訂單編號。
        </p>
        <h2>24小時客戶服務</h2>
        <table>
          <tbody>
            <tr>
              <th scope="row">客服熱線（美國及海外）</th>
              <td><a href="tel:+18885550199">+1 888-555-0199</a></td>
            </tr>
            <tr>
              <th scope="row">客服熱線（中國內地）</th>
              <td><a href="tel:4008860199">400-886-0199</a></td>
            </tr>
            <tr>
              <th scope="row">客服熱線（泰國）</th>
              <td><a href="tel:+6620268899">+66 2 026 8899</a></td>
            </tr>
            <tr>
              <th scope="row">電郵</th>
              <td><a href="mailto:service@rentcargo.com">service@rentcargo.com</a>（2小時內回覆）</td>
            </tr>
            <tr>
              <th scope="row">微信</th>
              <td>搜尋公眾號 <strong>RentcarGo</strong>，點選「在線客服」</td>
            </tr>
            <tr>
              <th scope="row">LINE</th>
              <td>加入 <strong>@rentcargo</strong></td>
            </tr>
          </tbody>
        </table>
        <p>服務語言：普通話、廣東話、英文及泰文。租車期間，取車門市的電話號碼亦印在租車合約及車匙牌上。</p>
        <h2>道路緊急情況</h2>
        <p>
          如遇意外，請先確保所有人安全，並致電當地緊急電話：美國 <strong>911</strong>；泰國報警
          <strong>191</strong>、救護車 <strong>1669</strong>；新西蘭
          <strong>111</strong
          >。然後請致電我們的客服熱線，我們會協助安排道路救援、替換車輛，並陪您完成報警及保險索償手續。
        </p>
        <h2>辦事處</h2>
        <ul>
          <li>
            <strong>總部：</strong>6080 Center Drive, Suite 600, Los Angeles, CA 90045, USA。星期一至五
            09:00–18:00（美國太平洋時間）。
          </li>
          <li>
            <strong>亞太區辦事處：</strong>泰國曼谷巴吞旺區倫披尼 Wireless Road 87號12樓，郵編
            10330。星期一至五 09:00–18:00（曼谷時間）。
          </li>
        </ul>
        <p>
          傳媒查詢：<a href="mailto:press@rentcargo.com">press@rentcargo.com</a>；商業合作：<a
            href="mailto:partners@rentcargo.com"
            >partners@rentcargo.com</a
          >；加入我們：請瀏覽<a href="/recruit">招聘職位</a>。
        </p>
      `,
    },
  },
};
