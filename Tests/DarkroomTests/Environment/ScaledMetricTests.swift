import Darkroom
import Foundation
import Testing

private struct Bar: View {
    @ScaledMetric var height: CGFloat = 56
    @ScaledMetric(relativeTo: .largeTitle) var title: CGFloat = 34
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: height).accessibilityIdentifier("bar")
            Color.blue.frame(width: 10, height: title).accessibilityIdentifier("title")
        }
    }
}

@Suite struct ScaledMetricTests {
    @Test func scalesWithDynamicTypeAsItsTextStyleDoes() throws {
        #expect(frame(try layout(Bar()), "bar").height == 56)
        // Body text is 17 pt at large and 28 pt at accessibility1; a large title 34 and 44.
        let large = try layout(Bar().dynamicTypeSize(.accessibility1))
        #expect(abs(frame(large, "bar").height - 56 * 28 / 17) < 0.01)
        #expect(abs(frame(large, "title").height - 44) < 0.01)
        let small = try layout(Bar().dynamicTypeSize(.xSmall))
        #expect(abs(frame(small, "bar").height - 56 * 14 / 17) < 0.01)
    }
}
