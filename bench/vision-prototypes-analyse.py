"""Research: k-NN over CenterNet backbone embeddings, exemplars from Debian packages (labels in .cache/labels.json).
Never reads held-out photos: the embedding files hold none (vision-prototypes-embed.ts refuses them)."""
import json, sys, re, itertools
import numpy as np
E = {}
for f in ['.cache/embeddings.json', '.cache/embeddings-2.json', '.cache/embeddings-valid.json']:
    E.update(json.load(open(f)))
L = json.load(open('.cache/labels.json'))
OK = json.load(open('.cache/exemplar-licences.json'))
L = {p: (l if l not in ('building', 'flower', 'painting', 'negative') or (p in OK and OK[p]['ok']) else 'licence-excluded') for p, l in L.items()}
valid = {l.split('\t')[0]: l.rstrip('\n').split('\t') for l in open('/tmp/valid.tsv')}
ALLOWED = {'leuvenB.jpg': 'building', 'aero3.jpg': 'building', 'Elephants.jpg': 'painting', 'graf3.png': 'painting',
           'Autumn': 'painting'}
def allowed(p):
    for k, v in ALLOWED.items():
        if k in p: return v
    return None
CLASSES = ['building', 'flower', 'painting']
ex = [p for p, l in L.items() if l in CLASSES + ['negative'] and p in E]
vals = [p for p in valid if p in E] + [p for p, l in L.items() if l == 'fixture' and p in E]
NODES = list(next(iter(E.values())).keys())
def classify(sims, labels, k, tau, margin, need):
    order = np.argsort(-sims)[:k]
    top = [labels[i] for i in order]
    best = labels[order[0]]
    if best == 'negative': return None
    if top.count(best) < need: return None
    if sims[order[0]] < tau: return None
    neg = sims[[i for i, l in enumerate(labels) if l != best]]
    if sims[order[0]] - neg.max() < margin: return None
    return best
def run(node, k, tau, margin, need, verbose=False):
    X = np.array([E[p][node] for p in ex]); lab = [L[p] for p in ex]
    if node.endswith('keypoints'):
        X = X / (np.linalg.norm(X, axis=1, keepdims=True) + 1e-8)
    S = X @ X.T
    # leave one out: drop the item and its near-duplicates (cosine > 0.97)
    res = {'tp': 0, 'pos': 0, 'wrongpos': 0, 'fpneg': 0, 'neg': 0}
    fps = []
    for i, p in enumerate(ex):
        keep = np.where(S[i] < 0.97)[0]; keep = keep[keep != i]
        got = classify(S[i, keep], [lab[j] for j in keep], k, tau, margin, need)
        if lab[i] == 'negative':
            res['neg'] += 1
            if got: res['fpneg'] += 1; fps.append((p, got))
        else:
            res['pos'] += 1
            if got == lab[i]: res['tp'] += 1
            elif got: res['wrongpos'] += 1; fps.append((p, got))
    vfp = []; vok = []
    for p in vals:
        v = np.array(E[p][node]);
        if node.endswith('keypoints'): v = v / (np.linalg.norm(v) + 1e-8)
        got = classify(X @ v, lab, k, tau, margin, need)
        if got and got != allowed(p): vfp.append((p.split('/')[-1] if 'contents' not in p else p.split('/')[-4], got))
        elif got: vok.append((p.split('/')[-1], got))
    if verbose:
        print('LOO false:', [(q.split('/')[-1], g) for q, g in fps])
        print('valid false:', vfp, 'valid right:', vok)
    return res, vfp, vok
if __name__ == '__main__':
    print('exemplars', {c: sum(1 for p in ex if L[p] == c) for c in CLASSES + ['negative']}, 'validation', len(vals))
    rows = []
    for node in NODES:
        for k, need in [(1, 1), (3, 2), (5, 3), (5, 4)]:
            for tau in [0.0, 0.6, 0.7, 0.8, 0.85, 0.9]:
                for margin in [0.0, 0.02, 0.05]:
                    r, vfp, vok = run(node, k, tau, margin, need)
                    rows.append((node.split('/')[-2] + '/' + node.split('/')[-1], k, need, tau, margin, r['tp'], r['pos'], r['wrongpos'], r['fpneg'], r['neg'], len(vfp), len(vok)))
    rows.sort(key=lambda r: (-(r[7] + r[8] + r[10] == 0), -r[5]))
    print('node k need tau margin | LOO right/pos wrongpos falseneg/neg | valid false, valid right')
    for r in rows[:40]: print(*r)


def export_weights(out='functions/lib/ai/vision/scene-prototypes.json'):
    """The frozen primary rule's ridge read-out, as the analyzer ships it (python3 -c 'import ...; export_weights()')."""
    node = 'tower_0/MobilenetV3/expanded_conv_14/squeeze_excite/Mean'
    lab = [L[p] for p in ex]
    X = np.array([E[p][node] for p in ex]); Y = np.array([[1.0 if l == c else 0.0 for c in CLASSES] for l in lab])
    Xb = np.hstack([X, np.ones((len(X), 1))]); W = np.linalg.solve(Xb.T @ Xb + 1.0 * np.eye(Xb.shape[1]), Xb.T @ Y)
    json.dump({'about': 'Ridge read-out (lambda 1) of CenterNet node ' + node + ' over the exemplars in bench/vision-prototypes-exemplars.json; made by bench/vision-prototypes-analyse.py export_weights()',
               'node': node, 'classes': CLASSES,
               'weights': [[round(float(x), 5) for x in row] for row in W[:-1].T], 'bias': [round(float(x), 5) for x in W[-1]]},
              open(out, 'w'), separators=(',', ':'))
