import UIKit
import UIKitHeadless

final class BView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("B touchesBegan")          // no super: B handles the touch
    }
}

let driver = try HeadlessDriver()        // port + run loop, virtual clock
let controller = UIViewController()
driver.makeWindow(rootViewController: controller)
let a = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200));     a.backgroundColor = .red
let b = BView(frame: CGRect(x: 100, y: 100, width: 200, height: 200));  b.backgroundColor = .yellow
let c = UIView(frame: CGRect(x: 200, y: 200, width: 200, height: 200)); c.backgroundColor = .blue
for v in [a, b, c] { controller.view.addSubview(v) }

driver.tap(at: CGPoint(x: 150, y: 150))  // through the port, Source1, Source0, sendEvent
// prints "B touchesBegan"; driver.log holds the trace in the seeds' shape:
//   HitTest: UIWindow / NextResponder: UIWindowScene / HitTest: UIView / … (twice)
//   Touches Began: <BView: 0x…; frame = (100 100; 200 200); backgroundColor = …>
