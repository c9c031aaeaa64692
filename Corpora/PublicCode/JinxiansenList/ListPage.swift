// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/Jinxiansen/SwiftUI/blob/d8192c12098f80f8a4bd2387a969f010c38c5773/Example/Example/Page/List/ListPage.swift
// Licence: MIT, Copyright (c) 2019 晋先森 (Jinxiansen) (full text: LICENSES/Jinxiansen-SwiftUI.txt)

//
//  ListPage.swift
//  Example
//
//  Created by 晋先森 on 2019/6/7.
//  Copyright © 2019 晋先森. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct ListPage : View {
    var body: some View {
        List(0..<30) { item in
            Text("Hello World !")
        }.navigationBarTitle(Text("List"), displayMode: .large)
    }
}

#if DEBUG
struct ListPage_Previews : PreviewProvider {
    static var previews: some View {
        ListPage()
    }
}
#endif
