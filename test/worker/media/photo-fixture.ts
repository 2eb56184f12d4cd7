// A real 1000 × 600 JPEG (a colour gradient, quality 40, made with sharp): big enough to be
// scaled down to 640 and 960, small enough to keep in the source. Workers have no image
// library, so the tests read variants' sizes with the upload code's own header readers.
export const PHOTO_WIDTH = 1000;
export const PHOTO_HEIGHT = 600;
export const PHOTO_JPEG = Uint8Array.from(
  atob(
    '/9j/2wBDABQODxIPDRQSEBIXFRQYHjIhHhwcHj0sLiQySUBMS0dARkVQWnNiUFVtVkVGZIhlbXd7gYKBTmCNl4x9lnN+gXz/2wBD' +
      'ARUXFx4aHjshITt8U0ZTfHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHx8fHz/wAARCAJYA+gD' +
      'ASIAAhEBAxEB/8QAFwABAQEBAAAAAAAAAAAAAAAAAAEFBv/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAZAQEBAQEBAQAAAAAAAAAA' +
      'AAABAAYEBQP/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwDkgV6z5oKIgKigokAoKCiKKKigoiigECiKKCIKIooB' +
      'AoiigiCiKKAIKJIoIgoCigiCiSCiIKAooIgoigokCgKKCICooKJAKCgoiAqKCiIChIKIgKigoCAqSCiICooKAooqKCiQCooKAooq' +
      'KCiSKCIKAooIgoiigkCgKKCIKIooJAoCigiCiKKAIKJMEUegxwCgoKIgKkgoCAqKCiICpIKAooqKCiICooKBAKigoiiiooKBIoqK' +
      'CiKKCIKAooJAoiigiCgKKCQKIooAgoiigiCiSKAIKIoKIgokgoCCiKCiICooKBAKigoiAqKCgQCooKIgKCgoiAqSCiICgoKIooqS' +
      'CiKKKCgoiiiooKJIoAgoiigiCiSCgLCFHoMcgoCCiSCiIKIoKAgKigokAqKCgICooKJAKigoCAqKCiICpIKAgKigoiAoSCiIAiCi' +
      'KKKCgokigiCiKKKCgoiigkCiKKAIKIooJAoiigCCiKKCQKIooAgoiigiAoSCiIKIoKIgKEgoiAqKCiICgoKJAKigoiAoKCiQCooK' +
      'IgKCgoiAqSCiLBUHexwKIooBAoiigiCiKCgIKJIKIgKCgoiCiSCiIKAoKIgKigokAoKCiICooKJAKCgoiAqKCiIChIKIooqKCgKK' +
      'KkgoiiiooKAooIgokigiCgKKCIKJIoIgoCigiCiKKCQKAooIgoiigkCgKCiIKIoKAgKkgoiAqKCgICpIKIgKigoCAqKCiQAiwhR3' +
      'scigiCgSKCIKIooIgoEigiCiKKCIKAooJAoiigiCgKKCQKIooIgoCgoiCiSCgICooKIgKkgoCAqKCiICooKBAKigoiAqKCgQCooK' +
      'IooqKCgKKKkgoiiiooKAooJAoiigCCiKKCIKJIoAgoiigiCiSKAIKIooIgoiigECiKCiIKIoKBAoigoiwgV3scgokAqKCgICooKI' +
      'ooJAoCigiCiKKAQKIooIgoiigCCiSKCIKIooAgokigiCiKCgIKIooJAKigoCAqKCiICpIKAgKigoiAoSCiICooKIgKEgoiAqKCiI' +
      'CgoKJIoqKCiICgoKJIoqKCiKKAIKIooJAoCigiCiKKCQKAooIgoiigiCgSKCIKIsEUd7HAKkgoiAoKCiICpIKIgKCgoiiiooKJIo' +
      'oKCiKKKigokiigoKIooIgoiigECiKKCIKIooBAoiigiCgKKCIKJIoIgoCgoiCiSCiIKAoKIgKigokAoKCiICooKIgKEgoiAqKCgI' +
      'CpIKIgKigoCAqSCiKKKigoCiiooKJIoqKCgKKCIKJIoIgoCgoiwhR3scgokAqKCiIKAoKJAKigoiAoKCiICpIKIgKCgoiAqSCgIC' +
      'ooKIgKigoEiiooKIooIgoEiiooKIooIgoCigkCiKKCIKAooJAoiigCCiKKCQKIooAgoigoiCiSCgICooKIgoigoEAqKCiICooKBA' +
      'KigoiAoKCiICpIKIgKCgoiAqSCiKKKCgoiwVB6DGgoCigiCiKKCIKBIKIgoigoCAqSCiICooKAgKigokAqKCgICooKJAKigoCAqK' +
      'CiICpIKAooqKCiKKKkgoCigiCiKKAIKJIoIgoiigCCiSKCIKIooAgoiigkCiKKAIKIooJAoiigCCiKCiIKBIKIgKigoiAoSCiICo' +
      'oKIgKCgokAqKCiIACwhR6DGooAgoiigiCiSKAIKIooIgoiigECiKKCIKIooBAoigoiCgKCiIKJIKIgKCgoiAqSCiICgoKIgKigok' +
      'AoKCiICooKJAKCgoiAqKCiKKKEgoiigiCgKKCQKIooIgoCigiCiSKCIKAooIgokigiCgKKCIKIooJAoCigiCiKCgQCooKIgKigok' +
      'wgV3scgoiiigoKIgKkgoiigCCiKKCQKAooIgoiigiCgSKCIKIooIgoEigiCiKKCIKAoKJAoigoiAoKCiQCooKIgKCgoiAqSCgICo' +
      'oKIgKkgoCAqKCiICooKBAKigoiiiooKBIoqKCiKKKigoCigkCiKKAIKIooIgokigCCiKKCIKJIoAgoiigiCiTBFHexwCooKAgKig' +
      'okAqKCgICooKJIoqKCgKKKigoiigkCgKKCIKIooJAoCigiCiKKAIKJIoIgoiigCCiSCiIKIoKAgoigokCiKCgICooKJAKigoCAqK' +
      'CiIChIKIgKigoiAoSCiICooKIgKCgokAqKCiKKKCgokiiooKIoooKCiKKKkgoCigiCiKCiTCFHexyCiICooKBAoigoiAqKCgICpI' +
      'KIgKigoCAqSCiICgoKIgKigokAoKCiKKKigokigCCiKKCIKIooBAoiigiCiKKAQKIooIgoCigiCiSKCIKAoKIgokgoiCgKCiICoo' +
      'KJAKCgoiAqKCiQCgoKIgKigoEAqKCiICooKAgKkgoiiiooKAooqSCiLBUHexwKIooIgoEgoiCiKCiIKBIKIgKigoiAoKCiQCooKI' +
      'gKCgokAqKCiICgoKIgKkgoCAqKCiKKKkgoCigiCiKKCIKBIoIgoiigiCgSKCIKIooIgoCigkCiKKCIKAooJAoiigCAqKKCIKJIKA' +
      'goigoiAqSCgICooKIgKigoEAqKCiICooKBACLCFHexyKCIKJIoIgoCigiCiKKCQKAooIgoigokCgKCiIKIoKAgokgoiCiKCgICpI' +
      'KIgKigoCAqKCiQCooKAgKigokAqKCgICooKIoooSCiKKKigoiigECiKKCIKIooAgokigiCiKKAIKJIoIgoiigCCiKKCQKIooAgoi' +
      'igkCgKCiICooKIgKEgoiwgV6DHIKAooJAoiAIgoCigiCiSKAIKIooIgokigCCiKKCIKIooBAoiigiCiKKAQKIoKIgoigoEAqKCiI' +
      'CgoKIgKkgoiAoKCiICooKJAKCgoiAqKCiQCgoKIgKigoiiihIKIooqKCgKKCQKIooIgoCigiCiSKCIKAooIgokigiCgKKCIKJIoI' +
      'goCwRR6DHAKCgokAqKCiICgoKJAKigoiiigoKIooJAoiigCCiKKCQKAooIgoiigiCgSKCIKIooIgoEigiCiKCiIKAoKJAoigoiCg' +
      'KCiQCooKIgKCgoiAqSCgICooKIgKkgoCAqKCiICooKBAKigoiAqKCgSKKigoiiiooKAooJAoiigCCiKKCQKIoKAsIUegxyCiQCgo' +
      'KIgKigoiAoSCiICooKAgKkgoiAqKCgICooKJAKigoCiiooKJIoqKCgKKCIKIooJAoCigiCiKKAQKIooIgoiigCCiSKCIKIoKAgok' +
      'igiCiKCgIKIoKJAKigoCAqKCiQCooKAgKigoiAoSCiICooKIgKEgoiAqKCiKKAIKJIoqKCiLBFHexwKJIKAgoigoiCiSCgICooKI' +
      'gKigoEAqKCiICooKBAKigoiAqKCgICpIKIgKCgoiAqSCiKKKCgoiigiCiSKAIKIooIgokigCCiKKCIKIooBAoiigiCgKKCIKJIoI' +
      'goCgoiCiSCiIKAoKIgokgoiAoKCiICooKJAKCgoiAqKCiQCgoKIgCLCFHexyKCQKIooAgoiigkCiKKAIKIooJAoigoCCiKCiIKBI' +
      'KIgKigoiAoKCiQCooKIgKCgokAqKCiICgoKJAKigoiAoKCiICpIKAgKigoiigkCgKKKigoiigiCgSKCIKIooIgoEigiCiKKCIKAo' +
      'oJAoiigCCiKKCIKJIKAgoigoiAqSCgICooKIsIB3saCiKKCIKAooIgokigiCgKKCIKJIoIgoCigiCiKKCQKAooIgoiigkCgKKCIK' +
      'IoKAgokgoiAqKCgICpIKIgKigoCAqKCiQCooKAgKigokAqKCgICooKIgKkgoCigiCiKKAQKIooIgoiigECiKKCIKIooAgokigiCi' +
      'KKAIKJIKIgoiigCCiTBFHexwCooKIgKigoEiiooKIooqKCgKKKkgoiigiCgKKCQKIooAgoiigiCiSKAIKIooIgokigCCiKKCIKIo' +
      'oBAoigoiCiKCgQKIoKIgoigoCAqSCiICgoKIgKkgoiAoKCiICooKJAKCgoiAqKCiQCgoKIooqKCiKKKEgoiigiCgKKCQKIooIgoC' +
      'gokwgV6DHIKAgKigoiAoSCiICooKIgKEgoiAqKCiICgoKJIoqKCiKKKCgokiiooKIooAgoiigkCgKKCIKIooJAoCigiCiKKCIKBI' +
      'oIgoiigiCgSCiIKIooIgoCgokCiKCiICgoKJAKigoCAqKCiICpIKAgKigoiAqSCgICooKIgKigoEigiCiKKKigoEwRR6DHAoCgoi' +
      'CiKCiQCgoKIgKigokAoKCiICooKIgKEgoiAqKCiIChIKIgKigoCAqSCiICooKAgKigokiiooKAooIgokigiCgKKCIKIooJAoCigi' +
      'CiKKAQKIooIgoigoCCiSCiIKIoKAgokgoiAqKCgICooKJAKigoCAqKCiQCooKAgKigoigoEwhR6DHIoIgoCigkCiKKCIKAooIgok' +
      'igCCiKCiIKJIKAgoigoiAqKCgQCooKIgKigoEAqKCiICooKAgKkgoiAoKCiICpIKIgKCgoiAqSCiKKAIKIooqKCiSKAIKIooIgok' +
      'igCCiKKCIKAooJAoiigiCgKKCQKIoKIgoCgoiCiSCiICgoKIgKkgoiwVB3scCiKKAIKJIoIgoiigCCiSKCIKIooAgoiigkCiKKAI' +
      'KIooJAoigoCCiKCiIKBIKIgoigoiAoSCiICooKIgKCgokAqKCiICgoKJAKigoiAoKCiKKKkgoiAoKCiKKCQKAooIgoiigiCgSKCI' +
      'KIooIgoEigiCiKKCIKAooJAoigoiCgKKCQAiwhR3scAqKCiQCgoKIooqKCiKKKEgoiiiooKAooJAoiigiCgKKCIKJIoIgoCigiCi' +
      'SKCIKAooIgoiigkCgKCiIKIoKBAoigoiCiKCgICpIKIgKigoCAqSCiICooKAgKigokAqKCgKKKigokiiooKAooqKCiKKAQKIooIg' +
      'oiigECiKKCIKIooAgokgoiwgV3scgoiAqSCgICooKIgKigoEAqKCiICooKBAKigoiAqKCgKKKkgoiigiCgKKCQKIooAgoiigkCiK' +
      'KAIKIooIgokigCCiKKCIKJIoAgoigoiCiKKAQCooKIgoigoEAqKCiICgoKIgKkgoiAoKCiICpIKIgKCgoiAIgokAoKCiKKCIKJIo' +
      'AgoiwRR3scCiKCiQKIoKAgKigokAqKCgICooKIgKEgoiAqKCiIChIKIgKigoiAoKCiQCooKIoooKCiSKKigoiigCCiKKCQKIooAg' +
      'oiigkCgKKCIKIooIgoEigiCiKKCIKBIKIgoigoiAoKCiQCooKIgKCgokAqKCgICooKIgKkgoCAqKCiICpIKAoKIsIUegxyKAQKIo' +
      'oIgoiigCCiSKCIKAooIgokgoiAoKCiIKIoKJAKCgoiAqKCiQCgoKIgKigoiAoSCiICooKAgKkgoiAqKCgKKKigokiiooKAooIgok' +
      'igiCgKKCIKIooJAoCigiCiKKCQKAooIgoiigCCiSCiIKIoKAgokgoiCiKCgICooKJAKigoCwVFegxyCgSKCIKIooIgoEigiCiKKC' +
      'IKAooJAoiigiCgKKCQKIooAgoigoiCiSCgICooKIgKkgoCAqKCiICooKBAKigoiAqKCgQCooKIoooKCiICpIKIoooKCiIAkCiKKA' +
      'IKIooIgokigCCiKKCIKJIoAgoiigiCgKCiQKIooIgoCgokCiKCiIAiwhR3saAqKCgICooKIooqSCgKKKigoiiihIKIooIgoiigCC' +
      'iSKCIKIooAgokigiCiKKAIKIooJAoiigCCiKCiQKAoKIgoigoiAoSCiICooKIgKEgoiAqKCiICgoKJAKigoiAoKCiSKKigoiiigo' +
      'KIooJAoCigiCiKKCQKAooIgoiigiCgSKCIKIoKIsIFd7GoKIgKCgoiAqKCiQCgoKIgKigokAoKCiKKKigoiAoSCiKKKigoCigkCi' +
      'KKCIKAooJAoiigiCgKKCIKJIoIgoCigiCiSKCIKAooIgKigoECiKCiICooKBAoigoiAqKCgICpIKIgKigoCAqSCiICooKAgKigok' +
      'AIgoCiiooKJIoAgoiigiCiTBUHexwKIoKIgoCgokAqKCiICgoKIgKkgoCAqKCiICpIKAgKigoiAqKCgQCooKIooqKCgSKKigoiig' +
      'iCgKKCQKIooIgoCigkCiKKAIKIooIgokigCCiKCiIKJIKAgoigoiCiKCgQCooKIgKigoEAqKCiICgoKIgKkgoiAoKCiICpIKIgKC' +
      'goigokwhR3scigiCiKKAIKJIoIgoiigCCiSKCIKIoKAgKigokCiKCgICooKJAKigoCAqKCiIChIKIgKigoiAoSCiICooKIgKCgok' +
      'iiooKIooAgokigiCiKKAIKIooJAoCigiCiKKCQKAooIgoigoiCgSCiIKIoKIgoEgoiAqKCiICgoKJAKigoCAqKCiTBUV3scgoiig' +
      'iCiKKAQKIooIgoiigECiKKCIKIooAgokigiCgKKCIKJIKIgoCgoiAqSCiICgoKIgKigokAoKCiICooKJAKCgoiAqKCgKKKkgoiAq' +
      'KCgKKCQKIooIgoCigiCiSKCIKAooIgokigiCgKKCIKIooJAoCgoiCiKKAQKIoKIgoigoCAJMIUegxwCgoKIgKkgoCiiooKIooqKC' +
      'gSKKigoiigiCgSKCIKIooIgoCigkCiKKCIKAooJAoigoCCiKCiIKJIKAgoigoiAqSCgICooKIgKkgoCAqKCiICooKBAKigoiAoKC' +
      'iSKKigoiiigoKIooJAoiigCCiKKCQKIooAgoiigiCiSKAIKIooIgokgoCwgHoMcAIqACAJKAiAAqAiAIqAkAAqAiAIigkAAqAiAI' +
      'igiABCgiAIigiABCgiAIigCAIigkAIigCAIigkAIigCAIgCKgJAAKgIgCKgJAAKgIgCKgIgASgIgCKgAgCSgIgCKgAgCIoJACIoA' +
      'gCIoJACIoAgCIoJACL//2Q==',
  ),
  (character) => character.charCodeAt(0),
);
