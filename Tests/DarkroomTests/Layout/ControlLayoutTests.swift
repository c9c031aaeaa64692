import Foundation
import Testing
@testable import Darkroom

/// Controls: their documented metrics (docs/layout.md) and colours.
@Suite("Layout: controls")
struct ControlLayoutTests {
    private func shapes(_ p: PlacedView, _ name: String) -> [CGRect] { p.all(named: name).map(\.frame) }

    @Test func toggleSwitchSitsAtTheTrailingEdge() throws {
        // Label 10 wide, Spacer, 51 × 31 switch: in 300 points the switch track starts at 249;
        // the label is centred on the 31-point row (y 10.5). The knob is inset 2 on the right when on.
        let p = try layoutTree(Toggle(isOn: .constant(true)) { block("label", 10, 10) }, 300, nil)
        let track = try #require(shapes(p, "Capsule").first)
        #expect(track == CGRect(x: 249, y: 0, width: 51, height: 31))
        #expect(frame(p, "label").origin == CGPoint(x: 0, y: 10.5))
        let knob = try #require(shapes(p, "Circle").first)
        #expect(knob == CGRect(x: 271, y: 2, width: 27, height: 27))
        // Off: the knob sits 2 points from the left end of the track.
        let off = try layoutTree(Toggle(isOn: .constant(false)) { block("label", 10, 10) }, 300, nil)
        #expect(try #require(shapes(off, "Circle").first).minX == 251)
    }

    @Test func toggleRowInAFormIs44Tall() throws {
        // The switch counts as one line in a form row: 35 + 44 + 16 = 95 for one row.
        let p = try layoutTree(Form { Toggle(isOn: .constant(true)) { block("label", 10, 10) } }, 390, nil)
        #expect(p.frame.height == 95)
        // The switch is centred on the row: (44 − 31) / 2 = 6.5 below the row's top (35).
        #expect(try #require(shapes(p, "Capsule").first).minY == 41.5)
    }

    @Test func segmentedPickerTakesTheWidthAndIs32Tall() throws {
        // Three equal segments across 300 points, 32 tall; the selected segment's white
        // rounded rectangle is inset 2 points in its 100-point third.
        let p = try layoutTree(Picker("Mode", selection: .constant(1)) {
            block("s0", 10, 10).tag(0); block("s1", 10, 10).tag(1); block("s2", 10, 10).tag(2)
        }.pickerStyle(.segmented), 300, nil)
        #expect(p.frame.size == CGSize(width: 300, height: 32))
        let selected = try #require(shapes(p, "RoundedRectangle").first { $0.width < 300 })
        #expect(selected == CGRect(x: 102, y: 2, width: 96, height: 28))
        #expect(frame(p, "s2").midX == 250)
    }

    @Test func menuPickerShowsTheSelectedOption() throws {
        // Only the tagged option equal to the selection is placed, followed by the chevrons.
        let p = try layoutTree(Picker("Size", selection: .constant("m")) {
            block("s", 10, 10).tag("s"); block("m", 20, 10).tag("m")
        })
        #expect(p["s"] == nil)
        #expect(frame(p, "m").size == CGSize(width: 20, height: 10))
        // ForEach identifiers are implicit tags.
        let q = try layoutTree(
            Picker("N", selection: .constant(2)) { ForEach([1, 2, 3], id: \.self) { i in block("n\(i)", 10, 10) } })
        #expect(q["n2"] != nil && q["n1"] == nil && q["n3"] == nil)
    }

    @Test func sliderKnobSitsAtTheValue() throws {
        // 200 wide, value 0.5 of 0…1: knob left edge at (200 − 27) · 0.5 = 86.5; track 4 tall, centred in 31.
        let p = try layoutTree(Slider(value: .constant(5.0), in: 0...10), 200, nil)
        #expect(p.frame.size == CGSize(width: 200, height: 31))
        let knob = try #require(shapes(p, "Circle").first)
        #expect(knob == CGRect(x: 86.5, y: 2, width: 27, height: 27))
        let tracks = shapes(p, "Capsule")
        #expect(tracks.first == CGRect(x: 0, y: 13.5, width: 200, height: 4))
        // The tint fill runs to the knob's centre: 86.5 + 13.5 = 100.
        #expect(tracks.last?.width == 100)
    }

    @Test func linearProgressFillsToTheFraction() throws {
        // 0.25 of 200: the tint capsule is 50 wide; the track is 4 tall.
        let p = try layoutTree(ProgressView(value: 0.25), 200, nil)
        #expect(p.frame.size == CGSize(width: 200, height: 4))
        #expect(shapes(p, "Capsule").map(\.width) == [200, 50])
        // Without a value it is the 20-point activity indicator.
        let spinner = try layoutTree(ProgressView())
        #expect(spinner.frame.size == CGSize(width: 20, height: 20))
    }

    @Test func stepperControlIs94By32() throws {
        // − (47) | divider (1) | + (46) = 94 wide, 32 tall, at the trailing edge of 300.
        let p = try layoutTree(Stepper(value: .constant(1), in: 0...5) { block("l", 10, 10) }, 300, nil)
        let background = try #require(shapes(p, "RoundedRectangle").first)
        #expect(background == CGRect(x: 206, y: 0, width: 94, height: 32))
    }

    @Test func borderedButtonPadsItsLabel() throws {
        // Bordered: 12 points each side, 7 above and below: a 40 × 20 label makes 64 × 34.
        let p = try layoutTree(Button(action: {}) { block("l", 40, 20) }.buttonStyle(.bordered))
        #expect(p.frame.size == CGSize(width: 64, height: 34))
        #expect(frame(p, "l").origin == CGPoint(x: 12, y: 7))
        // The default style adds nothing around the label.
        let plain = try layoutTree(Button(action: {}) { block("l", 40, 20) })
        #expect(plain.frame.size == CGSize(width: 40, height: 20))
    }

    @Test func textFieldTakesTheOfferedWidth() throws {
        // Fields are as wide as offered, as tall as a line of text.
        let p = try layoutTree(TextField("Name", text: .constant("")), 250, nil)
        let line = try layoutTree(Text("Name"))
        #expect(p.frame.width == 250)
        #expect(p.frame.height == line.frame.height)
        // Rounded border: 7 + 7 horizontal padding inside the same 250, 6 + 6 vertical.
        let r = try layoutTree(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder), 250, nil)
        #expect(r.frame.size == CGSize(width: 250, height: max(22, line.frame.height) + 12))
    }

    @Test func labeledContentPutsTheValueAtTheTrailingEdge() throws {
        // Label leading, value trailing: in 300 points a 30-wide value starts at 270.
        let p = try layoutTree(LabeledContent { block("v", 30, 10) } label: { block("l", 40, 10) }, 300, nil)
        #expect(frame(p, "l").minX == 0)
        #expect(frame(p, "v").minX == 270)
    }

    @Test func labelPutsTheIconBeforeTheTitle() throws {
        // Icon, 8 points, title.
        let p = try layoutTree(Label { block("t", 30, 10) } icon: { block("i", 12, 12) })
        #expect(frame(p, "t").minX == 20)
        #expect(p.frame.size == CGSize(width: 50, height: 12))
        let titleOnly = try layoutTree(Label { block("t", 30, 10) } icon: { block("i", 12, 12) }.labelStyle(.titleOnly))
        #expect(titleOnly["i"] == nil)
    }

    @Test func groupedListColours() throws {
        // Background #F2F2F7 outside the card, white inside, separator grey between rows.
        let image = try ViewRenderer(options: RenderOptions(proposedSize: ProposedViewSize(width: 200, height: nil)))
            .image(List { Color.clear.frame(height: 10); Color.clear.frame(height: 10) })
        #expect(close(pixel(image, 5, 5), RGBA(hex: 0xF2F2F7), tolerance: 0.01))
        #expect(close(pixel(image, 100, 50), RGBA(hex: 0xFFFFFF), tolerance: 0.01))
        // The separator is the last pixel row of the first row (35 + 44 − 1), from x 32 on.
        let sep = try #require(pixel(image, 100, 78))
        #expect(sep.red < 0.9 && sep.red > 0.7)
        #expect(close(pixel(image, 20, 78), RGBA(hex: 0xFFFFFF), tolerance: 0.01))
    }

    @Test func toggleOnIsSystemGreen() throws {
        // Sampled in the track left of the knob.
        let image = try ViewRenderer().image(Toggle(isOn: .constant(true)) { EmptyView() })
        #expect(close(pixel(image, 8, 15), RGBA(hex: 0x34C759), tolerance: 0.02))
    }

    @Test func navigationLinkRowsEndWithAChevron() throws {
        // Row content spans 300 − 64 = 236 from x 32; the 7 × 12 chevron ends it (x 261). The row's
        // content is 12 tall, centred in the 44-point row below the 35-point top: y 35 + 16 = 51.
        let p = try layoutTree(List { NavigationLink(value: 1) { block("l", 10, 10) } }, 300, nil)
        let chevron = try #require(shapes(p, "StrokedShape").first)
        #expect(chevron == CGRect(x: 261, y: 51, width: 7, height: 12))
        #expect(frame(p, "l").minX == 32)
    }

    @Test func controlSizeScalesBorderedPadding() throws {
        // Large: 20 points each side, 14 above and below: a 40 × 20 label makes 80 × 48.
        let p = try layoutTree(
            Button(action: {}) { block("l", 40, 20) }.buttonStyle(.borderedProminent).controlSize(.large))
        #expect(p.frame.size == CGSize(width: 80, height: 48))
        // Small: 10 × 4 → 60 × 28.
        let q = try layoutTree(
            Button(action: {}) { block("l", 40, 20) }.buttonStyle(.bordered).controlSize(.small).buttonBorderShape(
                .capsule))
        #expect(q.frame.size == CGSize(width: 60, height: 28))
    }
}

/// `.foregroundColor` on a default-style button colours its label, as on iOS (the tint is
/// only the default).
@Suite struct ButtonForegroundTests {
    @Test func foregroundColorOnAButtonWinsOverTheTint() throws {
        let tinted = try render(Button("Tap here") {}.padding().background(Color.white), scale: 2)
        let black = try render(
            Button("Tap here") {}.foregroundColor(.black).padding().background(Color.white), scale: 2)
        let styled = try render(Button("Tap here") {}.foregroundStyle(.red).padding().background(Color.white), scale: 2)
        func blue(_ p: RGBA) -> Bool { p.blue > 0.8 && p.red < 0.3 }
        func dark(_ p: RGBA) -> Bool { p.red < 0.2 && p.green < 0.2 && p.blue < 0.2 }
        func red(_ p: RGBA) -> Bool { p.red > 0.8 && p.green < 0.3 && p.blue < 0.3 }
        #expect(countPixels(tinted, where: blue) > 50 && countPixels(tinted, where: dark) == 0)
        #expect(countPixels(black, where: dark) > 50 && countPixels(black, where: blue) == 0)
        #expect(countPixels(styled, where: red) > 50 && countPixels(styled, where: blue) == 0)
    }
}
