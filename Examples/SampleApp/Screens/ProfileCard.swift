#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct ProfileCard: View {
    let name: String
    let tripCount: Int
    let countries: Int

    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 72, height: 72)
                .overlay(Text(String(name.prefix(1))).font(.title.bold()).foregroundStyle(.white))
            Text(name).font(.title2.bold())
            HStack(spacing: 24) {
                stat("\(tripCount)", "trips")
                stat("\(countries)", "countries")
            }
        }
        .padding(24)
        .background(.background, in: RoundedRectangle(cornerRadius: 20))
        .shadow(color: .black.opacity(0.12), radius: 12, y: 4)
    }

    private func stat(_ value: String, _ label: String) -> some View {
        VStack {
            Text(value).font(.headline)
            Text(label).font(.caption).foregroundStyle(.secondary)
        }
    }
}

struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        ProfileCard(name: "Ana", tripCount: 12, countries: 9)
            .padding(40)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Light")
        ProfileCard(name: "Ana", tripCount: 12, countries: 9)
            .padding(40)
            .background(Color.black)
            .previewLayout(.sizeThatFits)
            .preferredColorScheme(.dark)
            .previewDisplayName("Dark")
    }
}
