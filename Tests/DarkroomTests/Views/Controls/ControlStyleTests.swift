import Darkroom
import Foundation
import Testing

/// A custom style's `makeBody(configuration:)` is what a control draws, with the configuration SwiftUI
/// gives it; a style that wraps the control made from its configuration gets the system look.
@Suite("Views: custom control styles")
struct ControlStyleTests {
    private func texts(_ view: some View) throws -> [String] {
        try layout(view.frame(width: 390)).all(named: "Text").compactMap(\.text)
    }

    struct CheckBoxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Text(configuration.isOn ? "[x]" : "[ ]")
                configuration.label
            }
        }
    }

    @Test func toggleDrawsItsStyleWithItsState() throws {
        #expect(try texts(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(CheckBoxStyle())) == ["[x]", "Wi-Fi"])
        #expect(try texts(Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(CheckBoxStyle())) == ["[ ]", "Wi-Fi"])
    }

    @Test func toggleOfSourcesIsOnOnlyWhenEveryOneIs() throws {
        struct Alarm { var isOn: Binding<Bool> }
        struct Mixed: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text(configuration.isMixed ? "mixed" : configuration.isOn ? "on" : "off")
            }
        }
        let some = [Alarm(isOn: .constant(true)), Alarm(isOn: .constant(false))]
        let all = [Alarm(isOn: .constant(true)), Alarm(isOn: .constant(true))]
        #expect(try texts(Toggle("Alarms", sources: some, isOn: \.isOn).toggleStyle(Mixed())) == ["mixed"])
        #expect(try texts(Toggle("Alarms", sources: all, isOn: \.isOn).toggleStyle(Mixed())) == ["on"])
    }

    @Test func styleWrappingTheToggleGetsTheSwitch() throws {
        struct Wrapping: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack { Text("Above"); Toggle(configuration) }
            }
        }
        let wrapped = try layout(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(Wrapping()).frame(width: 390))
        let plain = try layout(Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 390))
        #expect(wrapped.all(named: "Text").compactMap(\.text) == ["Above", "Wi-Fi"])
        // The wrapped toggle is the system's row: as tall as a plain toggle, below the extra text.
        let wrappedLabel = try #require(wrapped.all(named: "Text").last)
        let plainLabel = try #require(plain.all(named: "Text").first)
        #expect(wrappedLabel.frame.height == plainLabel.frame.height)
    }

    @Test func progressViewDrawsItsStyleWithTheFraction() throws {
        struct Percent: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text("\(Int((configuration.fractionCompleted ?? -1) * 100))%")
            }
        }
        #expect(try texts(ProgressView(value: 3, total: 4).progressViewStyle(Percent())) == ["75%"])
        #expect(try texts(ProgressView().progressViewStyle(Percent())) == ["-100%"])
    }

    @Test func progressViewCurrentValueLabelIsDrawnBelowTheBar() throws {
        let p = try layout(ProgressView(value: 0.5) { Text("Label") } currentValueLabel: { Text("Half") }
            .frame(width: 390))
        let texts = p.all(named: "Text")
        let label = try #require(texts.first { $0.text == "Label" })
        let value = try #require(texts.first { $0.text == "Half" })
        // The label, the 4-point bar 4 points below it, then the value 4 points below the bar.
        #expect(value.frame.minY == label.frame.maxY + 4 + 4 + 4)
    }

    // The built-in styles' accessors are main-actor isolated, as the style protocols are.
    @MainActor @Test func labelDrawsItsCustomStyle() throws {
        struct TitleFirst: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack { configuration.title; Text("|") }
            }
        }
        #expect(try texts(Label("Inbox", systemImage: "tray").labelStyle(TitleFirst())) == ["Inbox", "|"])
        // A built-in style inside a custom one wins for the labels it holds.
        let nested = Label("Inbox", systemImage: "tray").labelStyle(.titleOnly).labelStyle(TitleFirst())
        #expect(try texts(nested) == ["Inbox"])
    }

    @Test func gaugeDrawsItsStyleWithTheFraction() throws {
        struct Numeric: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack { configuration.label; Text("\(Int(configuration.value * 100))") }
            }
        }
        #expect(try texts(Gauge(value: 30, in: 0...120) { Text("Speed") }.gaugeStyle(Numeric())) == ["Speed", "25"])
    }

    @Test func groupBoxDisclosureGroupMenuAndLabeledContentDrawTheirStyles() throws {
        struct Boxed: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack { configuration.content; configuration.label }
            }
        }
        struct Open: DisclosureGroupStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack { configuration.label; configuration.content }
            }
        }
        struct Closed: MenuStyle {
            func makeBody(configuration: Configuration) -> some View { HStack { Menu(configuration); Text("v") } }
        }
        struct Stacked: LabeledContentStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack { configuration.content; configuration.label }
            }
        }
        #expect(try texts(GroupBox("Title") { Text("Body") }.groupBoxStyle(Boxed())) == ["Body", "Title"])
        #expect(try texts(DisclosureGroup("More") { Text("Hidden") }.disclosureGroupStyle(Open()))
            == ["More", "Hidden"])
        #expect(try texts(Menu("Sort") { Text("By name") }.menuStyle(Closed())) == ["Sort", "v"])
        #expect(try texts(LabeledContent("City", value: "Paris").labeledContentStyle(Stacked())) == ["Paris", "City"])
    }

    @Test func primitiveButtonStyleGetsItsOwnConfiguration() throws {
        struct Tagged: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack { configuration.label; Text(configuration.role == .destructive ? "!" : "-") }
            }
        }
        #expect(try texts(Button("Delete", role: .destructive) {}.buttonStyle(Tagged())) == ["Delete", "!"])
        // A style that wraps the button made from its configuration gets the default look, not itself.
        struct Wrapping: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View { HStack { Text(">"); Button(configuration) } }
        }
        #expect(try texts(Button("Go") {}.buttonStyle(Wrapping())) == [">", "Go"])
    }

    @MainActor @Test func controlGroupMenuStyleShowsTheLabel() throws {
        let group = ControlGroup {
            Text("Cut")
            Text("Copy")
        } label: {
            Text("Edit")
        }
        #expect(try texts(group) == ["Cut", "Copy"])
        #expect(try texts(group.controlGroupStyle(.menu)) == ["Edit"])
    }
}
