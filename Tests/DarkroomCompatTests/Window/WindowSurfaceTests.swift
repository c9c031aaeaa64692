import Foundation
import Testing
@testable import DarkroomCompat

@Suite(.serialized) struct WindowSurfaceTests {
    @Test func windowPixelsHoldTheHierarchy() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.backgroundColor = .white
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
        child.backgroundColor = .blue
        let grandchild = UIView(frame: CGRect(x: 5, y: 0, width: 5, height: 5))
        grandchild.backgroundColor = .red
        child.addSubview(grandchild)
        window.addSubview(child)
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow && child.window === window && window.subviews.count == 1)
        let s = UIScreen.main.scale
        let surface = try #require(window.surface)
        #expect(surface.width == Int(40 * s) && surface.height == Int(30 * s))
        func at(_ x: CGFloat, _ y: CGFloat) -> (r: Int, g: Int, b: Int, a: Int)? {
            surface.rgba(x: Int(x * s), y: Int(y * s))
        }
        #expect(at(2, 2)! == (255, 255, 255, 255))
        #expect(at(12, 12)! == (0, 0, 255, 255))
        #expect(at(16, 12)! == (255, 0, 0, 255), "grandchild offset by both frames")
        child.isHidden = true
        let redrawn = try #require(window.surface?.rgba(x: Int(12 * s), y: Int(12 * s)))
        #expect(redrawn == (255, 255, 255, 255), "redrawn after a change")
    }

    @Test func hostingControllerCentresContentWithoutBackground() throws {
        let hosting = UIHostingController(rootView: Color.green.frame(width: 20, height: 10))
        #expect(hosting.sizeThatFits(in: CGSize(width: 100, height: 100)) == CGSize(width: 20, height: 10))
        let ideal = hosting.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(ideal == CGSize(width: 20, height: 10))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        window.rootViewController = hosting
        window.makeKeyAndVisible()
        #expect(hosting.view.frame == CGRect(x: 0, y: 0, width: 60, height: 30))
        let image = try #require(window.image?.cgImage)
        let s = Int(UIScreen.main.scale)
        #expect(image.rgba8(x: 30 * s, y: 15 * s)!.a == 255)
        #expect(image.rgba8(x: 30 * s, y: 15 * s)!.g > 150)
        #expect(
            image.rgba8(x: 19 * s, y: 15 * s)!.a == 0,
            "left of the centred content: transparent, no safe area, no black")
        #expect(image.rgba8(x: 30 * s, y: 9 * s)!.a == 0)
    }

    @Test func drawHierarchyScalesIntoTheCurrentContext() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) == false, "no context: false")
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 40), false, 1)
        defer { UIGraphicsEndImageContext() }
        #expect(view.drawHierarchy(in: CGRect(x: 20, y: 0, width: 10, height: 10), afterScreenUpdates: false))
        let cg = try #require(UIGraphicsGetImageFromCurrentImageContext()?.cgImage)
        #expect(cg.matches(x: 25, y: 5, 255, 0, 0, 255))
        #expect(cg.matches(x: 25, y: 15, 0, 0, 0, 0))
        #expect(cg.matches(x: 15, y: 5, 0, 0, 0, 0))
    }

    @Test func viewAlphaFadesTheSubtree() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let v = UIView(frame: window.bounds)
        v.backgroundColor = .black
        v.alpha = 0.5
        window.addSubview(v)
        let p = try #require(window.surface?.rgba(x: 3, y: 3))
        #expect(abs(p.a - 128) <= 2)
    }
}
