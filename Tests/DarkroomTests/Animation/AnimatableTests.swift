import Darkroom
import Foundation
import Testing

/// A progress ring written as progress rings are: its `animatableData` is its progress.
private struct Ring: Shape {
    var progress: Double
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                        startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        }
    }
}

/// A view with two animated properties, paired as Apple's sample code pairs them.
private struct Gauge2: View, Animatable {
    var value: Double
    var width: CGFloat
    var animatableData: AnimatablePair<Double, CGFloat> {
        get { AnimatablePair(value, width) }
        set { (value, width) = (newValue.first, newValue.second) }
    }
    var body: some View { Color.blue.frame(width: width * value, height: 10) }
}

/// A modifier written against the older protocol.
private struct Shake: AnimatableModifier {
    var amount: CGFloat
    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
    func body(content: Content) -> some View { content.offset(x: amount) }
}

@Suite struct AnimatableTests {
    @Test func animatableDataReadsAndWritesTheCurrentValue() {
        var ring = Ring(progress: 0.25)
        #expect(ring.animatableData == 0.25)
        ring.animatableData = 0.75
        #expect(ring.progress == 0.75)
        var gauge = Gauge2(value: 0.5, width: 100)
        gauge.animatableData = AnimatablePair(0.25, 80)
        #expect(gauge.value == 0.25 && gauge.width == 80)
    }

    @Test func aStillFrameDrawsTheCurrentValue() throws {
        // The ring's arc ends where its progress says: a quarter arc spans the top-right quadrant only.
        let quarter = Ring(progress: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).boundingRect
        #expect(abs(quarter.minX - 50) < 0.5 && abs(quarter.maxY - 50) < 0.5)
        let placed = try layout(Gauge2(value: 0.5, width: 100).accessibilityIdentifier("gauge"))
        #expect(frame(placed, "gauge").width == 50)
        let shaken = try layout(
            Color.red.frame(width: 10, height: 10).modifier(Shake(amount: 7)).accessibilityIdentifier("s"))
        #expect(frame(shaken, "s").size == CGSize(width: 10, height: 10))
    }

    @Test func vectorArithmeticInterpolatesAndScales() {
        #expect(10.0.interpolated(towards: 20, amount: 0.25) == 12.5)
        #expect(AnimatablePair(2.0, CGFloat(4)).scaled(by: 0.5) == AnimatablePair(1.0, 2))
        #expect(AnimatablePair(3.0, 4.0).magnitudeSquared == 25)
        #expect(EmptyAnimatableData() + .zero == EmptyAnimatableData())
        #expect(Circle().animatableData == EmptyAnimatableData())
    }
}
