#if canImport(UIKit)
import UIKit
#else
import DarkroomCompat
#endif

/// A passport stamp drawn with Core Graphics, from the app's UIKit days.
final class StampView: UIView {
    override func draw(_ rect: CGRect) {
        let inset = bounds.insetBy(dx: 12, dy: 12)
        UIColor.systemRed.setStroke()
        let outer = UIBezierPath(ovalIn: inset)
        outer.lineWidth = 4
        outer.stroke()
        let inner = UIBezierPath(ovalIn: inset.insetBy(dx: 10, dy: 10))
        inner.lineWidth = 1.5
        inner.stroke()
        // A five-pointed star in the middle.
        let star = UIBezierPath()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for index in 0..<10 {
            let radius: CGFloat = index.isMultiple(of: 2) ? 40 : 17
            let angle = CGFloat(index) * .pi / 5 - .pi / 2
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 { star.move(to: point) } else { star.addLine(to: point) }
        }
        star.close()
        UIColor.systemRed.setFill()
        star.fill()
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 200)) {
    let stamp = StampView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    stamp.backgroundColor = .white
    return stamp
}
