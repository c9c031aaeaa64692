import Darkroom
import Foundation
import Testing

/// List and Form metrics against iOS 18 recordings of SwiftUI lists on an iPhone 13 Pro
/// (390 points wide, @3x; StanfordSpezi/SpeziViews snapshot tests, MIT). Positions are in the
/// list's own coordinates: the recordings' safe area (47 points) is taken off.
@Suite("Layout: inset-grouped List metrics (iOS 18)")
struct GroupedListNodeTests {
    private let grey = RGBA(hex: 0xF2F2F7), white = RGBA(hex: 0xFFFFFF)

    @Test func labeledRowMatchesTheRecording() throws {
        // Recorded: the card spans pixels 60…1109 (x 20…370 pt), rows 105…236 below the safe
        // area (35…79 pt), the label's text starts at x 40 and the value ends at x 350.
        let view = List { LabeledContent("San Francisco") { Text("20 °C, Sunny") } }
        let p = try layoutTree(view, 390, nil, scale: 3)
        let texts = p.all(named: "Text")
        let label = try #require(texts.first { $0.text == "San Francisco" }).frame
        let value = try #require(texts.first { $0.text == "20 °C, Sunny" }).frame
        #expect(label.minX == 40)
        #expect(value.maxX == 350)
        // A 44-point row: the 20.33-point line centred 11.83 below the card's top at 35.
        #expect(label.minY == 35 + 35.5 / 3 && value.minY == label.minY)
        #expect(p.frame.size == CGSize(width: 390, height: 35 + 44 + 16))
        let image = try render(view, ProposedViewSize(width: 390, height: nil), scale: 3)
        #expect(close(pixel(image, 59, 171), grey) && close(pixel(image, 60, 171), white))
        #expect(close(pixel(image, 1109, 171), white) && close(pixel(image, 1110, 171), grey))
        #expect(close(pixel(image, 585, 104), grey) && close(pixel(image, 585, 105), white))
        #expect(close(pixel(image, 585, 236), white) && close(pixel(image, 585, 237), grey))
    }

    @Test func headerAndSeparatorMatchTheRecording() throws {
        // Recorded (an inline picker section headed "Code"): the card's top at 37.33 points, 17
        // pixels below the header's line; the separator under the first 44-point row is one
        // pixel at 81 points (pixel 243), from the text's x 40 to the card's trailing edge (370).
        let p = try layoutTree(List {
            Section("Code") {
                Text("Option 1")
                Text("Option 2")
            }
        }, 390, nil, scale: 3)
        let texts = p.all(named: "Text")
        let header = try #require(texts.first).frame
        let row = try #require(texts.first { $0.text == "Option 1" }).frame
        #expect(header.minX == 40 && header.minY == 16)
        #expect(abs(row.minY - (112.0 / 3 + 35.5 / 3)) < 0.001)
        let separator = try #require(p.all(named: "separator").first).frame
        #expect(abs(separator.minY - 81) < 0.001)
        #expect(separator.minX == 40 && separator.maxX == 370 && separator.height == 1.0 / 3)
    }

    @Test func marginIsSixteenUpTo375PointsWide() throws {
        // An iPhone 8, SE or 12 mini (375 wide) keeps UIKit's 16-point margin: content at
        // 16 + 16; one point wider, the 20-point margin of larger phones applies.
        func contentX(_ width: CGFloat) throws -> CGFloat {
            frame(try layoutTree(List { Color.red.frame(height: 10).accessibilityIdentifier("a") }, width, nil), "a")
                .minX
        }
        #expect(try contentX(375) == 32)
        #expect(try contentX(320) == 32)
        #expect(try contentX(376) == 40)
        #expect(try contentX(430) == 40)
    }
}
