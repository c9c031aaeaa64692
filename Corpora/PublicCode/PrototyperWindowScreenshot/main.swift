// Driver: an off-screen window showing a SwiftUI view, captured with
// Prototyper's `UIWindow.screenshot` (opaque when the window is, at screen scale).
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("PrototyperWindowScreenshot")
let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
window.rootViewController = UIHostingController(rootView: Circle().fill(Color.green).frame(width: 40, height: 40))
window.makeKeyAndVisible()
let shot = window.screenshot
let scale = UIScreen.main.scale
check.expect(shot != nil, "no screenshot")
check.expect(shot?.size == CGSize(width: 120, height: 80), "size \(String(describing: shot?.size))")
check.expect(shot?.cgImage?.width == Int(120 * scale), "pixels at the screen scale")
check.expectPixel(shot, x: Int(60 * scale), y: Int(40 * scale), (52, 199, 89, 255), "green circle in the centre")
// UIView.isOpaque defaults to true, so the helper asks for an opaque context: black where nothing is drawn.
check.expect(window.isOpaque, "UIKit's default isOpaque is true")
check.expectPixel(shot, x: 2, y: 2, (0, 0, 0, 255), "opaque black corner")
window.isOpaque = false
check.expectPixel(window.screenshot, x: 2, y: 2, (0, 0, 0, 0), "transparent corner once not opaque")
check.save(shot, as: "window.png")
check.finish("window screenshot, opaque as UIKit's default")
