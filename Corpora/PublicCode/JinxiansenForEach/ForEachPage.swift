// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/Jinxiansen/SwiftUI/blob/d8192c12098f80f8a4bd2387a969f010c38c5773/Example/Example/Page/List/ForEachPage.swift
// Licence: MIT, Copyright (c) 2019 晋先森 (Jinxiansen) (full text: LICENSES/Jinxiansen-SwiftUI.txt)

//
//  ForEachPage.swift
//  Example
//
//  Created by 晋先森 on 2019/6/8.
//  Copyright © 2019 晋先森. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct ForEachPage : View {
    
    let data = (0..<5)

    var body: some View {
        ForEach(data) { e in
            Text("Hello \(e)")
                .bold()
                .font(.system(size: 25, design: .monospaced))
                .padding(5)
            }
//            .border(Color.gray.gradient, width: 1,cornerRadius: 10)
        .border(Color.gray.gradient, width: 1)
        .cornerRadius(10)
            .navigationBarTitle(Text("ForEach"))
    }
}

#if DEBUG
struct ForEachPage_Previews : PreviewProvider {
    static var previews: some View {
        ForEachPage()
    }
}
#endif
