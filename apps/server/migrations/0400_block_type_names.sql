-- Names of the receivable block types 4-16 (ADR 0480), shown wherever a block type is listed.
UPDATE block_type SET description = v.description
FROM (VALUES
  (4, 'Ordem judicial'),
  (5, 'Penhora'),
  (6, 'Suspeita de fraude'),
  (7, 'Análise de risco'),
  (8, 'Débito pendente'),
  (9, 'Cessão de recebíveis'),
  (10, 'Gravame'),
  (11, 'Cadastro irregular'),
  (12, 'Domicílio bancário inválido'),
  (13, 'Retenção preventiva'),
  (14, 'Disputa comercial'),
  (15, 'Solicitação do estabelecimento'),
  (16, 'Determinação regulatória')
) AS v(id, description)
WHERE block_type.id = v.id;
