"""Research, run once: the frozen rules (bench/vision-prototypes-rules.json) on the held-out photos."""
import json, importlib.util
import numpy as np
spec = importlib.util.spec_from_file_location('a', 'bench/vision-prototypes-analyse.py'); a = importlib.util.module_from_spec(spec); spec.loader.exec_module(a)
H = json.load(open('.cache/embeddings-heldout.json'))
C = a.CLASSES; lab = [a.L[p] for p in a.ex]
TARGET = {'buildings': 'building', 'plants': 'flower', 'art': 'painting'}
# primary: ridge on the SE mean
n1 = 'tower_0/MobilenetV3/expanded_conv_14/squeeze_excite/Mean'
X = np.array([a.E[p][n1] for p in a.ex]); Y = np.array([[1.0 if l == c else 0.0 for c in C] for l in lab])
Xb = np.hstack([X, np.ones((len(X), 1))]); W = np.linalg.solve(Xb.T @ Xb + 1.0 * np.eye(Xb.shape[1]), Xb.T @ Y)
# secondary: kNN on conv_11/add
n2 = 'tower_0/MobilenetV3/expanded_conv_11/add'
X2 = np.array([a.E[p][n2] for p in a.ex])
for name in ['primary', 'secondary']:
    named = wrong = 0
    print(f'\n{name}')
    for f, h in H.items():
        if name == 'primary':
            s = np.append(np.array(h['vectors'][n1]), 1) @ W
            got = C[int(np.argmax(s))] if s.max() >= 0.6 else None
            detail = ' '.join(f'{x:.2f}' for x in s)
        else:
            got = a.classify(X2 @ np.array(h['vectors'][n2]), lab, 5, 0.8, 0.05, 3)
            detail = ''
        want = TARGET.get(h['category'])
        mark = 'named' if got and got == want else 'WRONG' if got else '-'
        named += mark == 'named'; wrong += mark == 'WRONG'
        print(f"  {mark:6s} {h['category']:15s} {f.split('/')[-1][:36]:36s} {got or '':9s} {detail}")
    print(f'  {name}: named {named} of 12 targets (10 of them are COCO misses), wrong {wrong} of 26')
