import Foundation
import Testing
@testable import Darkroom

/// The navigation bar a navigation container draws from its content's title, toolbar and search modifiers, on an
/// iPhone 15 screen (393 points wide: 20-point margins) at the top of the safe area (y 59).
@Suite("Views: navigation bars")
struct NavigationBarTests {
    private func text(_ p: PlacedView, _ string: String, sourceLocation: SourceLocation = #_sourceLocation)
        -> CGRect
    {
        guard let t = p.all(named: "Text").first(where: { $0.text == string }) else {
            Issue.record("no text \(string) in\n\(p)", sourceLocation: sourceLocation)
            return .null
        }
        return t.frame
    }

    @Test func largeTitleSitsUnderTheBarAndTheContentBelowIt() throws {
        // Bar 44 + large-title row 52 = 96 under the safe area's top: the title in 59 + 44 … 59 + 96 at the
        // 20-point margin, the list below it (its first card 35 points further down).
        let p = try Phone15.layout(NavigationStack {
            List { Text("Row") }.navigationTitle("Settings")
        })
        let title = text(p, "Settings")
        #expect(title.minX == 20)
        #expect(title.minY >= 59 + 44 && title.maxY <= 59 + 96 - 8 + 0.01)
        #expect(approx(title.maxY, 59 + 96 - 8))
        #expect(text(p, "Row").minY > 59 + 96 + 35)
    }

    @Test func inlineTitleIsCentredInTheBar() throws {
        let p = try Phone15.layout(NavigationStack {
            Text("Body").navigationTitle("Details").navigationBarTitleDisplayMode(.inline)
        })
        let title = text(p, "Details")
        #expect(approx(title.midX, 393 / 2, 0.5))
        #expect(approx(title.midY, 59 + 22, 0.5))
        // The content is centred in what the 44-point bar leaves: 59 + 44 … 818.
        #expect(approx(text(p, "Body").midY, (59 + 44 + 818) / 2, 0.5))
    }

    @Test func toolbarItemsSitAtTheBarsMargins() throws {
        let p = try Phone15.layout(NavigationView {
            Form { Text("Name") }
                .navigationBarTitle("Edit", displayMode: .inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                }
        })
        #expect(text(p, "Cancel").minX == 20)
        #expect(approx(text(p, "Save").maxX, 393 - 20))
        #expect(approx(text(p, "Save").midY, 59 + 22, 0.5))
    }

    @Test func navigationBarItemsAreDrawnToo() throws {
        let p = try Phone15.layout(NavigationView {
            Text("Body").navigationBarTitle("Old").navigationBarItems(leading: Text("Left"), trailing: Text("Right"))
        })
        #expect(text(p, "Left").minX == 20)
        #expect(approx(text(p, "Right").maxX, 373))
        #expect(text(p, "Old").minY > 59 + 44)
    }

    @Test func aContainerAskingForNothingHasNoBar() throws {
        // As recorded on iOS 26: a NavigationStack around a VStack of text keeps the text centred in the frame.
        let p = try layoutTree(NavigationStack { VStack { Text("Hello") } }.frame(width: 400, height: 1000))
        #expect(approx(text(p, "Hello").midY, 500, 0.5))
    }

    @Test func barHiddenOrOutsideAContainerDrawsNothing() throws {
        let hidden = try Phone15.layout(NavigationStack {
            Text("Body").navigationTitle("Gone").toolbar(.hidden, for: .navigationBar)
        })
        #expect(hidden.all(named: "Text").allSatisfy { $0.text != "Gone" })
        let bare = try Phone15.layout(Text("Body").navigationTitle("Nowhere"))
        #expect(bare.all(named: "Text").allSatisfy { $0.text != "Nowhere" })
    }

    @Test func searchFieldSitsUnderTheLargeTitle() throws {
        let p = try Phone15.layout(NavigationStack {
            List { Text("Row") }.navigationTitle("Mail").searchable(text: .constant(""), prompt: "Find")
        })
        let prompt = text(p, "Find")
        #expect(prompt.minY > text(p, "Mail").maxY)
        #expect(prompt.maxY < 59 + 96 + 52)
        #expect(text(p, "Row").minY > 59 + 96 + 52)
    }

    @Test func listBackgroundRunsUnderTheBarAndTheStatusBar() throws {
        // The bar is transparent at the scroll edge: the list's grey shows through it up to the screen's top.
        let image = try Phone15.image(NavigationStack { List { Text("Row") }.navigationTitle("Settings") })
        #expect(close(pixel(image, 5, 5), RGBA(hex: 0xF2F2F7)))
        #expect(close(pixel(image, 5, 120), RGBA(hex: 0xF2F2F7)))
    }

    @Test func toolbarBackgroundPaintsTheBarUpToTheScreensTop() throws {
        let image = try Phone15.image(NavigationStack {
            Text("Body").navigationTitle("Red").navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color.red, for: .navigationBar)
        })
        #expect(close(pixel(image, 5, 5), RGBA(hex: 0xFF3B30)))
        #expect(close(pixel(image, 5, 100), RGBA(hex: 0xFF3B30)))
        #expect(pixel(image, 5, 200)?.alpha == 0)
    }

    @Test func bottomBarItemsSitAboveTheHomeIndicator() throws {
        let p = try Phone15.layout(NavigationStack {
            Text("Body").toolbar { ToolbarItem(placement: .bottomBar) { Text("Compose") } }
        })
        // Centred in the 44-point bar above the 34-point home indicator: 852 − 34 − 22.
        #expect(approx(text(p, "Compose").midY, 852 - 34 - 22, 0.5))
        #expect(approx(text(p, "Compose").midX, 393 / 2, 0.5))
    }

    @Test func splitViewInCompactWidthHasItsColumnsBar() throws {
        let p = try Phone15.layout(NavigationSplitView {
            List { Text("Inbox") }.navigationTitle("Folders")
        } detail: {
            Text("Detail")
        })
        #expect(text(p, "Folders").minX == 20)
    }
}

/// A stack whose path starts with values shows the last one's destination with a back button.
@Suite("Views: pushed navigation stacks")
struct PushedNavigationTests {
    private func texts(_ view: some View) throws -> [String: CGRect] {
        var out: [String: CGRect] = [:]
        for t in try Phone15.layout(view).all(named: "Text") { if let s = t.text { out[s] = t.frame } }
        return out
    }

    @Test func pathShowsTheDestinationWithABackButton() throws {
        let stack = NavigationStack(path: .constant(NavigationPath([7]))) {
            List { Text("Root row") }
                .navigationTitle("Numbers")
                .navigationDestination(for: Int.self) { n in Text("Number \(n)").navigationTitle("Detail") }
        }
        let t = try texts(stack)
        #expect(t["Root row"] == nil)
        #expect(t["Number 7"] != nil)
        // The back button titled with the root's title, at the bar's leading edge; the pushed title large.
        let back = try #require(t["Numbers"])
        #expect(back.minX > 8 && back.minX < 40)
        #expect(approx(back.midY, 59 + 22, 1))
        #expect(try #require(t["Detail"]).minY > 59 + 44)
    }

    @Test func typedPathAndPresentedDestinationsArePushedToo() throws {
        let typed = NavigationStack(path: .constant(["a", "b"])) {
            Text("Root").navigationDestination(for: String.self) { Text("Page \($0)") }
        }
        let t = try texts(typed)
        #expect(t["Page b"] != nil && t["Root"] == nil)
        // Deeper than one level the back button says "Back".
        #expect(t["Back"] != nil)
        let presented = NavigationStack {
            Text("Root").navigationDestination(isPresented: .constant(true)) { Text("Shown") }
        }
        #expect(try texts(presented)["Shown"] != nil)
        let hidden = NavigationStack(path: .constant(NavigationPath([1]))) {
            Text("Root").navigationDestination(for: Int.self) { _ in
                Text("Plain").navigationBarBackButtonHidden()
            }
        }
        #expect(try texts(hidden)["Back"] == nil)
    }
}
