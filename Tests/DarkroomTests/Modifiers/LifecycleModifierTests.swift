import Darkroom
import DarkroomComparison
import Foundation
import Testing

@Suite("Lifecycle and interaction modifiers")
struct LifecycleModifierTests {
    /// Seed 000's counter view shape: a timer publisher, onReceive, onAppear, animation.
    struct Counter: View {
        @State var counter = 3
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        var body: some View {
            Circle().fill(Color.red).frame(width: 50, height: 50)
                .overlay { Text("\(counter)") }
                .padding(20)
                .onReceive(timer) { _ in counter += 1 }
                .onAppear { counter = 99 }
                .task { }
                .onChange(of: counter) { _ in }
                .onTapGesture { }
                .animation(.easeInOut, value: counter)
                .accessibilityLabel("counter")
        }
    }

    @Test func actionsAreNotRunAndContentRendersAsIs() throws {
        let modified = try render(Counter())
        let plain = try render(Circle().fill(Color.red).frame(width: 50, height: 50).overlay { Text("3") }.padding(20))
        #expect(ExactMatch.matches(modified, plain))
    }

    @Test func navigationContainersDrawTheirContent() throws {
        let placed = try layout(NavigationStack {
            VStack {
                NavigationLink("Details", destination: Text("Hidden"))
                Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("r")
            }.navigationTitle("Title")
        })
        #expect(placed.first { $0.text == "Details" } != nil)
        #expect(placed.first { $0.text == "Hidden" } == nil)
        #expect(frame(placed, "r").size == CGSize(width: 20, height: 20))
    }
}
