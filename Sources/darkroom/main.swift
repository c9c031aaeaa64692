import Darkroom
struct Card: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Hello, Darkroom").font(.largeTitle).bold()
            Text("A long subtitle that should wrap onto a second line when the width is constrained.")
                .font(.body).foregroundStyle(.secondary)
            HStack {
                Circle().fill(.red).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 80, height: 40)
                Spacer()
                Capsule().stroke(.green, lineWidth: 3).frame(width: 60, height: 30)
            }
        }
        .padding()
        .frame(width: 320)
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 16))
        .shadow(radius: 6, y: 3)
        .padding(20)
    }
}
let r = ViewRenderer(options: RenderOptions(scale: 2))
do {
    print(try r.layout(Card()))
    try r.writePNG(Card(), to: URL(fileURLWithPath: "/tmp/smoke.png"))
    try r.writePDF(Card(), to: URL(fileURLWithPath: "/tmp/smoke.pdf"))
} catch { print("error", error) }
