import Darkroom
import Foundation
import Testing

/// `LabeledContent` lays out as iOS's labelled row: label leading, value trailing, each at its
/// ideal width when both fit.
@Suite("Views: LabeledContent")
struct LabeledContentTests {
    /// The ideal width of a body-style text at `scale`.
    private func idealWidth(_ string: String, scale: CGFloat = 3) throws -> CGFloat {
        try layoutTree(Text(string), nil, nil, scale: scale).frame.width
    }

    private func texts(_ p: PlacedView) -> [String: CGRect] {
        Dictionary(p.all(named: "Text").map { ($0.text ?? "", $0.frame) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func rowInAListKeepsLabelAndValueOnOneLine() throws {
        // 375 wide at @3x: the card is inset 16 and the row content 16 more, so content spans
        // x 32…343. The first section starts 35 below the top; a body line is 20.33 tall, so a
        // 44-point row centres it 11.83 below the row's top. "Darkroom Renderer" (about 150 pt)
        // fits beside "Name" in 311 points: both keep their ideal widths and the row stays 44
        // points tall (an HStack with a Spacer offered the value only 140 points and wrapped it
        // onto two lines, a 62.67-point row).
        let p = try layoutTree(List {
            LabeledContent("City", value: "San Francisco")
            LabeledContent("Name", value: "Darkroom Renderer")
        }, 375, nil, scale: 3)
        let t = texts(p)
        let line: CGFloat = 61.0 / 3
        #expect(t["City"] == CGRect(x: 32, y: 35 + 35.5 / 3, width: try idealWidth("City"), height: line))
        let sf = try idealWidth("San Francisco")
        #expect(t["San Francisco"] == CGRect(x: 343 - sf, y: 35 + 35.5 / 3, width: sf, height: line))
        #expect(t["Name"] == CGRect(x: 32, y: 79 + 35.5 / 3, width: try idealWidth("Name"), height: line))
        let value = try idealWidth("Darkroom Renderer")
        #expect(t["Darkroom Renderer"] == CGRect(x: 343 - value, y: 79 + 35.5 / 3, width: value, height: line))
        // Two 44-point rows between the 35-point top gap and the 16-point bottom margin.
        #expect(p.frame.size == CGSize(width: 375, height: 35 + 44 + 44 + 16))
    }

    @Test func customLabelAndContentKeepTheirIdealWidths() throws {
        // A view label and view content behave like the string forms: the custom row is one
        // 44-point row with its content at the trailing edge (x 343).
        let p = try layoutTree(Form {
            LabeledContent {
                Text("Darkroom Renderer")
            } label: {
                Text("Application name")
            }
        }, 375, nil, scale: 3)
        let t = texts(p)
        let value = try idealWidth("Darkroom Renderer")
        #expect(t["Application name"]?.minX == 32)
        #expect(t["Application name"]?.width == (try idealWidth("Application name")))
        #expect(t["Darkroom Renderer"]?.maxX == 343)
        #expect(t["Darkroom Renderer"]?.width == value)
        #expect(t["Darkroom Renderer"]?.height == 61.0 / 3)
        #expect(abs(p.frame.height - (35 + 44 + 16)) < 0.001)
    }

    @Test func widthIsSharedOnlyWhenBothDoNotFit() throws {
        // 160 wide: "City" keeps its ideal width; the value takes the rest (160 − 8 − City) and
        // wraps onto two lines, right against the trailing edge.
        let city = try idealWidth("City")
        let p = try layoutTree(LabeledContent("City", value: "Darkroom Renderer"), 160, nil, scale: 3)
        let t = texts(p)
        #expect(t["City"]?.width == city)
        let value = try #require(t["Darkroom Renderer"])
        #expect(value.width <= 160 - 8 - city)
        #expect(value.maxX == 160)
        #expect(value.height == 2 * 61.0 / 3)
        // Both too long for half of the width: each side gets half of 160 − 8.
        let q = try layoutTree(LabeledContent("Application name", value: "Darkroom Renderer"), 160, nil, scale: 3)
        for frame in texts(q).values { #expect(frame.width <= 76) }
        #expect(texts(q)["Application name"]?.minX == 0)
        #expect(texts(q)["Darkroom Renderer"]?.maxX == 160)
        // Offered a width, the row takes all of it; unconstrained it is label + 8 + value wide.
        #expect(p.frame.width == 160)
        let ideal = try layoutTree(LabeledContent("City", value: "San Francisco"), nil, nil, scale: 3)
        #expect(ideal.frame.width == city + 8 + (try idealWidth("San Francisco")))
    }
}
